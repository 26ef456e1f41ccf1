import 'server-only';
import { randomInt } from 'node:crypto';
import { REFERENCE_ALPHABET, REFERENCE_LENGTH, type ReferencePrefix } from '@/lib/reference-number';

/** A new order or ticket number: the prefix, a dash and 7 random characters (`SV-7K2M9QX`). */
export function newReferenceNumber(prefix: ReferencePrefix): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i += 1) code += REFERENCE_ALPHABET[randomInt(REFERENCE_ALPHABET.length)];
  return `${prefix}-${code}`;
}
