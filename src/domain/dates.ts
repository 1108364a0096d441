/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it (once per invoice read). */
const dateFormats = new Map<string, Intl.DateTimeFormat>();

/** Today's calendar date in the business time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  return format.format(now);
}
