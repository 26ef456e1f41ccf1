/** Order and repair-ticket numbers as people read them out and type them: `SV-7K2M9QX`, `SR-…`. */

// Crockford-style alphabet: no I, L, O or U, so a number read over the phone is not misheard.
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const REFERENCE_LENGTH = 7;
export type ReferencePrefix = 'SV' | 'SR';
/** How much a tracking form's number field takes: the 10 characters, with room for stray spaces. */
export const REFERENCE_AS_TYPED = 20;

/** The form of such a number: the prefix, a dash and 7 characters of the alphabet. */
export const referenceNumberPattern = (...prefixes: ReferencePrefix[]) =>
  new RegExp(`^(?:${prefixes.join('|')})-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
