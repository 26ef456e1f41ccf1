/**
 * Phone numbers as people type them: spaces, dashes, dots and brackets dropped, then a leading +91 or
 * trunk 0 removed ("+91 98765 43210", "098765-43210" and "98765 43210" all give "9876543210").
 * Anything else comes back without separators, to be refused. Shared by the forms and the schemas.
 */
export function normalizePhone(value: string): string {
  const digits = value.trim().replace(/[\s().-]/g, '');
  const match = /^(?:\+91|0)(\d{10})$/.exec(digits);
  return match?.[1] ?? digits;
}
