import { randomInt } from 'node:crypto';

// Crockford-style alphabet: no I, L, O or U, so a number read over the phone is not misheard.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A number people read out and type: the prefix, a dash and 7 random characters (`SV-7K2M9QX`). */
export function newReferenceNumber(prefix: 'SV' | 'SR'): string {
  let code = '';
  for (let i = 0; i < 7; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `${prefix}-${code}`;
}

/** The form of such a number: the prefix, a dash and 7 characters of the alphabet. */
export const referenceNumberPattern = (...prefixes: Array<'SV' | 'SR'>) => new RegExp(`^(?:${prefixes.join('|')})-[${ALPHABET}]{7}$`);
