import 'server-only';

/** MongoDB's error code for a write that a unique index refused (E11000). */
const DUPLICATE_KEY = 11000;

/**
 * Whether a write failed because a unique index already holds its key: any unique index, or with
 * `field`, one whose key includes that field (read from the error's keyPattern, else its message).
 */
export function isDuplicateKey(error: unknown, field?: string): boolean {
  if (typeof error !== 'object' || error === null || (error as { code?: unknown }).code !== DUPLICATE_KEY) return false;
  if (field === undefined) return true;
  const keyPattern = (error as { keyPattern?: Record<string, unknown> }).keyPattern;
  return keyPattern ? field in keyPattern : String((error as { message?: unknown }).message ?? '').includes(field);
}
