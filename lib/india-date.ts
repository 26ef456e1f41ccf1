/** Calendar dates (YYYY-MM-DD) in India's time zone, where the shop works. */

/** India's time zone, for Intl formats and MongoDB's date operators. */
export const INDIA_TIME_ZONE = 'Asia/Kolkata';
/** India's offset from UTC: the same all year (no daylight saving). */
export const INDIA_UTC_OFFSET = '+05:30';

/** The moment an India calendar day (YYYY-MM-DD) begins. */
export function startOfIndiaDay(day: string): Date {
  return new Date(`${day}T00:00:00${INDIA_UTC_OFFSET}`);
}

/**
 * An Intl format made on its first use, not when the module loads: a browser builds its first Intl
 * format slowly (tens of milliseconds on a phone, on the main thread), and a page that imports this
 * module for one function should not build the others' formats while it hydrates.
 */
function lazyFormat(locale: string, options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  let format: Intl.DateTimeFormat | undefined;
  return () => (format ??= new Intl.DateTimeFormat(locale, options));
}

const calendarDay = lazyFormat('en-CA', { timeZone: INDIA_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's date in India (en-CA formats as YYYY-MM-DD). */
export function indiaToday(now: Date = new Date()): string {
  return calendarDay().format(now);
}

/** Whether the text is a real calendar date written YYYY-MM-DD (no 2025-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** Day of the week of a YYYY-MM-DD date: 0 is Sunday. */
export function weekdayOf(text: string): number {
  return new Date(`${text}T00:00:00Z`).getUTCDay();
}

/** The date `days` after a YYYY-MM-DD date. */
export function addDays(text: string, days: number): string {
  const date = new Date(`${text}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const dateTime = lazyFormat('en-IN', {
  timeZone: INDIA_TIME_ZONE,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const dateOnly = lazyFormat('en-IN', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
const orderDate = lazyFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: INDIA_TIME_ZONE });

/** A moment as people in India read it: "26 Nov 2026, 3:45 pm". */
export function formatIndiaDateTime(iso: string): string {
  return dateTime().format(new Date(iso));
}

/** A YYYY-MM-DD calendar date for people: "Mon, 30 Nov 2026". */
export function formatCalendarDate(text: string): string {
  return isCalendarDate(text) ? dateOnly().format(new Date(`${text}T00:00:00Z`)) : text;
}

/** dd/mm/yyyy as the admin's order cards show it, in India's time zone. */
export function formatOrderDate(value: string | Date): string {
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  return orderDate().format(date);
}
