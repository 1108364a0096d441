/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** One formatter per time zone: building an Intl.DateTimeFormat costs far more than formatting with it. */
const dateFormats = new Map<string, Intl.DateTimeFormat>();
/**
 * The last answer per time zone and the second it was for: a page of invoices
 * asks for today once per invoice, and formatting alone showed in the bench's
 * profile. Days change on whole seconds, so one second holds one date.
 */
const lastToday = new Map<string, { second: number; date: string }>();

/** Today's calendar date in the business time zone. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  const second = Math.floor(now.getTime() / 1000);
  const last = lastToday.get(timeZone);
  if (last?.second === second) return last.date;
  let format = dateFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dateFormats.set(timeZone, format);
  }
  const date = format.format(now);
  lastToday.set(timeZone, { second, date });
  return date;
}
