import { z } from 'zod';
import { fieldLabels, messages, validationMessages } from '@/lib/messages';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { email, phone, requiredText } from './fields';

/** POST /api/contact and the contact form: all four required, phone exactly 10 digits. */
export const contactSchema = z.object({
  name: requiredText(fieldLabels.name, TEXT_LIMITS.name),
  phone: phone(fieldLabels.phone, messages.contact.invalidPhone),
  email,
  message: requiredText(fieldLabels.message, TEXT_LIMITS.message, { multiline: true }),
});

export type ContactInput = z.infer<typeof contactSchema>;

/** PATCH /api/contact/{id}: the owner marks a message read (opened) or unread again. */
export const messageReadSchema = z.object({ read: z.boolean({ error: validationMessages.contact.readNotBoolean }) }).strict();
