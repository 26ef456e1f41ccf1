import { z } from 'zod';
import { fieldLabels, messages, validationMessages } from '@/lib/messages';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { email } from './fields';

/** bcrypt only reads the first 72 bytes; longer passwords would silently collide, so refuse them. */
const BCRYPT_MAX_BYTES = 72;
/** Every password an admin sets (the first admin's, one given to a new admin, a changed one). */
export const MIN_PASSWORD_LENGTH = 12;

const newPassword = (label: string) =>
  z
    .string({ error: validationMessages.field.required(label) })
    .min(MIN_PASSWORD_LENGTH, { error: validationMessages.admin.passwordTooShort(label, MIN_PASSWORD_LENGTH) })
    .refine((value) => new TextEncoder().encode(value).length <= BCRYPT_MAX_BYTES, {
      error: validationMessages.admin.passwordTooLong(label, BCRYPT_MAX_BYTES),
    });

/** Sign-up of the first admin, and an admin added by another (POST /api/admin/admins). */
export const registerSchema = z.object({ email, password: newPassword(fieldLabels.password) });

/** The first admin's sign-up form and POST /api/admin/register: the setup code too, required by the server while no admin exists. */
export const signupSchema = registerSchema.extend({
  setupCode: z.string({ error: validationMessages.admin.setupCodeNotText }).trim().max(200, { error: validationMessages.admin.setupCodeTooLong }).optional(),
});

export const loginSchema = z.object({
  email,
  password: z
    .string({ error: validationMessages.admin.passwordRequired })
    .min(1, { error: validationMessages.admin.passwordRequired })
    .max(TEXT_LIMITS.password),
});

/** A change of one's own password; a new password equal to the current one changes nothing and is refused. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string({ error: validationMessages.admin.currentPasswordRequired })
      .min(1, { error: validationMessages.admin.currentPasswordRequired })
      .max(TEXT_LIMITS.password),
    newPassword: newPassword(fieldLabels.newPassword),
  })
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], error: messages.admin.samePassword });
