/** Field rules shared by every schema: the text rule (trimmed, capped, no control characters), the phone rule and ObjectId strings. */
import { z } from 'zod';
import { PHONE_PATTERN, TEXT_LIMITS } from '@/lib/shop-rules';
import { OBJECT_ID_PATTERN } from '@/lib/object-id';
import { normalizePhone } from '@/lib/phone';
import { validationMessages } from '@/lib/messages';

/**
 * The text rule for every free-text field (names, addresses, messages, notes, product texts, brand and
 * model, problem descriptions ...), shared by the JSON API and the Server Actions through these schemas:
 * - C0 and C1 control characters (U+0000-U+001F, U+007F-U+009F) are refused; a multi-line field
 *   allows tab and line breaks, and stores every line break (CR LF, as forms send them, or CR) as LF;
 * - bidirectional override and isolate characters (U+202A-U+202E, U+2066-U+2069) are refused;
 * - a field of nothing but whitespace and zero-width characters (U+200B-U+200D, U+2060, U+FEFF) is
 *   empty, so a required one is missing. Zero-width joiners inside text stay: Indic scripts need them.
 * Each refusal is a 400 naming the field (zod's field errors), and nothing is written.
 */
const SINGLE_LINE_CONTROL = /[\u0000-\u001F\u007F-\u009F]/;
const MULTI_LINE_CONTROL = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069]/;
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/g;

export interface TextOptions {
  /** Tab and line breaks allowed (a textarea). */
  multiline?: boolean;
  /** The message for a missing value, when not "<label> is required.". */
  missing?: string;
}

/** Whether the text has anything but whitespace and zero-width characters. */
export const hasVisibleText = (value: string) => value.replace(INVISIBLE, '') !== '';

const ruledText = (label: string, max: number, { multiline = false }: TextOptions, typeError: string) =>
  z
    .string({ error: typeError })
    .overwrite((value) => {
      const text = (multiline ? value.replace(/\r\n?/g, '\n') : value).trim();
      return hasVisibleText(text) ? text : '';
    })
    .refine((value) => !(multiline ? MULTI_LINE_CONTROL : SINGLE_LINE_CONTROL).test(value), {
      error: multiline ? validationMessages.field.controlCharacters(label) : validationMessages.field.notOneLine(label),
    })
    .refine((value) => !BIDI_CONTROL.test(value), { error: validationMessages.field.directionControls(label) })
    .max(max, { error: validationMessages.field.tooLong(label, max) });

export const requiredText = (label: string, max: number, options: TextOptions = {}) => {
  const missing = options.missing ?? validationMessages.field.required(label);
  return ruledText(label, max, options, missing).min(1, { error: missing });
};

export const optionalFieldText = (label: string, max: number, options: TextOptions = {}) =>
  ruledText(label, max, options, validationMessages.field.notText(label)).optional();

export const email = z
  .string({ error: validationMessages.field.emailRequired })
  .trim()
  .toLowerCase()
  .max(TEXT_LIMITS.email, { error: validationMessages.field.emailTooLong })
  .pipe(z.email({ error: validationMessages.field.emailInvalid }));

/** Exactly 10 digits once normalised; the stored value is those 10 digits. */
export const phone = (label: string, message: string) =>
  z
    .string({ error: validationMessages.field.required(label) })
    .transform(normalizePhone)
    .pipe(z.string().regex(PHONE_PATTERN, { error: message }));

export const objectId = z.string({ error: validationMessages.field.idRequired }).regex(OBJECT_ID_PATTERN, { error: validationMessages.field.idRequired });

/** An image URL as the shop stores it: https (Cloudinary and the like) or a path served by the app. */
export const imageUrl = z
  .string({ error: validationMessages.field.imageNotUrl })
  .trim()
  .max(TEXT_LIMITS.url, { error: validationMessages.field.imageUrlTooLong })
  .refine((value) => !SINGLE_LINE_CONTROL.test(value) && !BIDI_CONTROL.test(value), { error: validationMessages.field.imageControlCharacters })
  .refine((value) => /^https:\/\/[^\s]+$/i.test(value) || /^\/(?!\/)[^\s]*$/.test(value), {
    error: validationMessages.field.imageNotHttps,
  });

/**
 * A whole number from a query string: plain decimal digits only (no signs, exponents, hex or
 * fractions), 1 to `max`. A number too big is told so however many digits it has.
 */
export const queryWholeNumber = (name: string, max: number) =>
  z
    .string()
    .regex(/^\d+$/, { error: validationMessages.field.wholeNumber(name) })
    .transform((digits) => Math.min(Number(digits), Number.MAX_SAFE_INTEGER))
    .pipe(
      z
        .number()
        .min(1, { error: validationMessages.field.atLeastOne(name) })
        .max(max, { error: validationMessages.field.atMost(name, max) }),
    );
