/**
 * GSTIN (GST identification number): 15 characters, the state code (2 digits), the holder's PAN
 * (5 letters, 4 digits, 1 letter), the registration number within that PAN (1-9 or A-Z), a "Z", and a
 * check character computed over the first 14 by the GSTN's mod-36 scheme (a Luhn mod N over 0-9A-Z).
 */
export const GSTIN_PATTERN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The check character for the first 14 characters: each character's value (0-9, A=10 ... Z=35) is
 * multiplied by 1 and 2 alternately from the left; each product adds its quotient and remainder by
 * 36; the check character is the one whose value brings the sum to a multiple of 36.
 */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const character = first14.charAt(i);
    const value = character ? ALPHABET.indexOf(character) : -1;
    if (value < 0) throw new Error(`Not a GSTIN character at ${i + 1}: ${JSON.stringify(character)}`);
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET.charAt((36 - (sum % 36)) % 36);
}

export type GstinProblem = 'format' | 'checksum' | 'state';

/** Upper-cases and removes spaces: the form people type it in. */
export function normaliseGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

/**
 * What is wrong with a (normalised) GSTIN, or null when it is well formed, its check character is
 * right and, when a state code is given, it was registered in that state.
 */
export function gstinProblem(gstin: string, stateCode?: string): GstinProblem | null {
  if (!GSTIN_PATTERN.test(gstin)) return 'format';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  if (stateCode !== undefined && gstin.slice(0, 2) !== stateCode) return 'state';
  return null;
}

export const isValidGstin = (gstin: string) => gstinProblem(gstin) === null;
