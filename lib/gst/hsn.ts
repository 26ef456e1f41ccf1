/**
 * HSN (Harmonised System of Nomenclature) codes as GST invoices print them: 4 to 8 digits. Rule 46(g)
 * of the CGST Rules with Notification 78/2020-Central Tax asks for at least 4 digits (6 above Rs 5
 * crore of turnover); the shop's minimum is HSN_MIN_DIGITS in the configuration
 * (lib/server/platform/config.mjs), 4 by default.
 */
export const HSN_LEAST_DIGITS = 4;
export const HSN_MOST_DIGITS = 8;

/** Any code the law accepts (what the database keeps): 4 to 8 digits. */
export const HSN_PATTERN = /^\d{4,8}$/;

/** The codes accepted with `minDigits` as the shop's minimum. */
export const hsnPattern = (minDigits: number) => new RegExp(`^\\d{${minDigits},${HSN_MOST_DIGITS}}$`);

/** Whether a product or invoice line's code is enough for an invoice: present, and at least `minDigits` long. */
export const hasInvoiceHsn = (code: string | null | undefined, minDigits: number): code is string =>
  typeof code === 'string' && hsnPattern(minDigits).test(code);
