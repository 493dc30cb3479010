import type { DateRange } from "./availability.ts";

/**
 * Navigation on Baikal: yachts sail from 1 June to 15 October; the rest of the year the lake is
 * freezing, frozen or breaking up and the yachts are laid up. Dates that come back every year (the
 * seed's lay-ups, maintenance and trip packages) are written as month-days ("07-10") and placed on
 * the calendar from a given day, so they never fall behind as the years go by.
 */
/** "MM-DD". */
export type MonthDay = string;
/** A span that comes back every year; `to` before `from` runs over New Year (a winter). */
export type AnnualSpan = { from: MonthDay; to: MonthDay };

/** The lay-up: from the day after the season closes to the day before it opens. */
export const WINTER: AnnualSpan = { from: "10-16", to: "05-31" };

const yearOf = (date: string) => Number(date.slice(0, 4));

/** The span's occurrence that begins in `year`. */
export function spanInYear(span: AnnualSpan, year: number): DateRange {
  return { start: `${year}-${span.from}`, end: `${span.to < span.from ? year + 1 : year}-${span.to}` };
}

/** The first occurrence not over by `today`: the one under way, or else the next. */
export function nextOccurrence(span: AnnualSpan, today: string): DateRange {
  let year = yearOf(today) - 1;
  while (spanInYear(span, year).end < today) year += 1;
  return spanInYear(span, year);
}

/** The first date on or after `today` that falls on `monthDay`. */
export function nextDate(monthDay: MonthDay, today: string): string {
  return nextOccurrence({ from: monthDay, to: monthDay }, today).start;
}

/** Every occurrence that overlaps the days from `from` to `to`, in order. */
export function occurrencesBetween(span: AnnualSpan, from: string, to: string): DateRange[] {
  const found: DateRange[] = [];
  for (let range = nextOccurrence(span, from); range.start <= to; ) {
    found.push(range);
    range = spanInYear(span, yearOf(range.start) + 1);
  }
  return found;
}
