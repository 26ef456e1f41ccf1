/** Field rules shared by every schema: trimmed, capped text, the phone rule and ObjectId strings. */
import { z } from 'zod';
import { PHONE_PATTERN, TEXT_LIMITS } from '@/lib/shop-rules';
import { OBJECT_ID_PATTERN } from '@/lib/object-id';
import { normalizePhone } from '@/lib/phone';

export const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, { error: `${label} is required.` })
    .max(max, { error: `${label} must be at most ${max} characters.` });

export const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters.` })
    .optional();

export const email = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, { error: 'Email is too long.' })
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** Exactly 10 digits once normalised; the stored value is those 10 digits. */
export const phone = (label: string, message: string) =>
  z
    .string({ error: `${label} is required.` })
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, { error: message }));

export const objectId = z.string({ error: 'A valid id is required.' }).regex(OBJECT_ID_PATTERN, { error: 'A valid id is required.' });

/** An image URL as the shop stores it: https (Cloudinary and the like) or a path served by the app. */
export const imageUrl = z
  .string({ error: 'Each image must be a URL.' })
  .trim()
  .max(TEXT_LIMITS.url, { error: 'Image URL is too long.' })
  .refine((value) => /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    error: 'Each image must be an https URL or a path on this site.',
  });

/**
 * A whole number from a query string: plain decimal digits only (no signs, exponents, hex or
 * fractions), 1 to `max`. A number too big is told so however many digits it has.
 */
export const wholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: `${name} must be a whole number.` })
    .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
    .pipe(
      z
        .number()
        .min(1, { error: `${name} must be at least 1.` })
        .max(max, { error: `${name} can be at most ${max}.` }),
    );
