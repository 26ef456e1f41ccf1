/** Article and policy dates as readers see them: `2025-03-14` -> "14 March 2025". */
const dayMonthYear = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function formatArticleDate(isoDay: string): string {
  const date = new Date(`${isoDay}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an ISO date: ${isoDay}`);
  return dayMonthYear.format(date);
}
