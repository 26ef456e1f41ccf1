/**
 * CSV for spreadsheets (RFC 4180 with CRLF lines), safe to open in Excel, LibreOffice or Google Sheets:
 * a text cell that begins with =, +, -, @, tab or carriage return is prefixed with an apostrophe, so
 * a customer's name or address can never run as a formula (CSV/formula injection). Numbers are
 * written as plain numbers.
 */
export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: readonly CsvCell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}

/** Makes Excel read the file as UTF-8 (the rupee sign, Hindi and Punjabi names). */
export const UTF8_BOM = '\uFEFF';
