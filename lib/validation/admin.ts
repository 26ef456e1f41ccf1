import { z } from 'zod';
import { messages } from '@/lib/messages';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { email } from './fields';

/** bcrypt only reads the first 72 bytes; longer passwords would silently collide, so refuse them. */
const BCRYPT_MAX_BYTES = 72;
/** Every password an admin sets (the first admin's, one given to a new admin, a changed one). */
export const MIN_PASSWORD_LENGTH = 12;

const newPassword = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .min(MIN_PASSWORD_LENGTH, { error: `${label} must be at least ${MIN_PASSWORD_LENGTH} characters.` })
    .refine((value) => new TextEncoder().encode(value).length <= BCRYPT_MAX_BYTES, {
      error: `${label} must be at most ${BCRYPT_MAX_BYTES} bytes.`,
    });

/** Sign-up of the first admin, and an admin added by another (POST /api/admin/admins). */
export const registerSchema = z.object({ email, password: newPassword('Password') });

/** The first admin's sign-up form and POST /api/admin/register: the setup code too, required by the server while no admin exists. */
export const signupSchema = registerSchema.extend({
  setupCode: z.string({ error: 'Setup code must be text.' }).trim().max(200, { error: 'Setup code is too long.' }).optional(),
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(TEXT_LIMITS.password),
});

/** A change of one's own password; a new password equal to the current one changes nothing and is refused. */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string({ error: 'Current password is required.' }).min(1, { error: 'Current password is required.' }).max(TEXT_LIMITS.password),
    newPassword: newPassword('New password'),
  })
  .refine((input) => input.newPassword !== input.currentPassword, { path: ['newPassword'], error: messages.admin.samePassword });
