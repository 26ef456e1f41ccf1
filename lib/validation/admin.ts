import { z } from 'zod';
import { TEXT_LIMITS } from '@/lib/shop-rules';
import { email } from './fields';

/** bcrypt only reads the first 72 bytes; longer passwords would silently collide, so refuse them. */
const BCRYPT_MAX_BYTES = 72;

export const registerSchema = z.object({
  email,
  password: z
    .string({ error: 'Password is required.' })
    .min(8, { error: 'Password must be at least 8 characters.' })
    .refine((value) => new TextEncoder().encode(value).length <= BCRYPT_MAX_BYTES, {
      error: `Password must be at most ${BCRYPT_MAX_BYTES} bytes.`,
    }),
});

export const loginSchema = z.object({
  email,
  password: z.string({ error: 'Password is required.' }).min(1, { error: 'Password is required.' }).max(TEXT_LIMITS.password),
});
