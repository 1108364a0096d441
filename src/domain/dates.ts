/**
 * The dates the API takes, first and last included (docs/rent.md, "Supported
 * dates"): from 1900, so a lease running for decades can be recorded, to the
 * end of 2199, past any 99-year lease signed this century. Inside it every
 * year has four digits, so string order is calendar order, and a booking has
 * at most 3,600 monthly periods.
 */
export const SUPPORTED_DATES = { first: '1900-01-01', last: '2199-12-31' } as const;

export const isLeapYear = (year: number) => year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);

const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
/** Days in a month (1 to 12) of a year; in integers, since Date.UTC reads years 0 to 99 as 1900 to 1999. */
export const daysInMonth = (year: number, month: number) => (month === 2 && isLeapYear(year) ? 29 : MONTH_DAYS[month - 1]!);

/** A calendar date `YYYY-MM-DD` that exists (2026-02-30 does not), in any year 0000 to 9999. */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** A calendar date inside SUPPORTED_DATES. */
export const isSupportedDate = (value: string) => isCalendarDate(value) && value >= SUPPORTED_DATES.first && value <= SUPPORTED_DATES.last;

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
