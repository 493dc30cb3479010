/**
 * Availability of a yacht (api.md: GET /api/yachts/{id}/availability → { busy: [{ start, end }] }):
 * inclusive ISO date ranges taken by owner blocks and, from the bookings feature on, by pending
 * or confirmed bookings. The calendar marks every day inside a range as busy.
 */
import * as v from "valibot";
import { catalogueMessages as m } from "./messages.ts";

export type DateRange = { start: string; end: string };
export type Availability = { yachtId: string; from: string; to: string; busy: DateRange[] };

export const AVAILABILITY_DEFAULT_DAYS = 365;
export const AVAILABILITY_MAX_DAYS = 731;
const DAY_MS = 86_400_000;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

export function isIsoDate(value: unknown): value is string {
  if (typeof value !== "string" || !ISO_DATE.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().startsWith(value);
}

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

export function daysBetween(start: string, end: string): number {
  return Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / DAY_MS);
}

const dateParam = v.optional(
  v.pipe(
    v.unknown(),
    v.transform((raw) => (raw === "" ? undefined : raw)),
    v.optional(v.custom<string>(isIsoDate, m.invalidDate.id)),
  ),
);

/**
 * GET /api/yachts/{id}/availability?from=&to=: `from` defaults to today, `to` to a year after
 * `from`; `to` may not come before `from` nor lie more than two years after it.
 */
export function availabilityQuerySchema(today: string) {
  return v.pipe(
    v.object({ from: dateParam, to: dateParam }),
    v.transform((query) => {
      const from = query.from ?? today;
      return { from, to: query.to ?? addDays(from, AVAILABILITY_DEFAULT_DAYS) };
    }),
    v.forward(
      v.check(({ from, to }) => to >= from, m.rangeOrder.id),
      ["to"],
    ),
    v.forward(
      v.check(({ from, to }) => to < from || daysBetween(from, to) <= AVAILABILITY_MAX_DAYS, m.rangeTooLong.id),
      ["to"],
    ),
  );
}

/** The range asked for, or (with `errors` naming each bad parameter) the default range from today. */
export function parseAvailabilityQuery(
  raw: Record<string, unknown>,
  today: string,
): { range: { from: string; to: string }; errors: Record<string, string> } {
  const result = v.safeParse(availabilityQuerySchema(today), raw);
  if (result.success) return { range: result.output, errors: {} };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? "query"] ??= issue.message;
  return { range: { from: today, to: addDays(today, AVAILABILITY_DEFAULT_DAYS) }, errors };
}

/** Sorted, with overlapping or touching ranges joined, and clipped to [from, to]. */
export function mergeRanges(ranges: readonly DateRange[], from?: string, to?: string): DateRange[] {
  const clipped = ranges
    .map((r) => ({ start: from && r.start < from ? from : r.start, end: to && r.end > to ? to : r.end }))
    .filter((r) => r.start <= r.end)
    .sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const merged: DateRange[] = [];
  for (const range of clipped) {
    const last = merged.at(-1);
    if (last && range.start <= addDays(last.end, 1)) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ ...range });
    }
  }
  return merged;
}

export function isBusy(date: string, busy: readonly DateRange[]): boolean {
  return busy.some((range) => date >= range.start && date <= range.end);
}

/** The first free day on or after `from` within the ranges' horizon, or null. */
export function firstFreeDay(from: string, to: string, busy: readonly DateRange[]): string | null {
  let day = from;
  for (const range of mergeRanges(busy)) {
    if (range.end < day) continue;
    if (range.start > day) break;
    day = addDays(range.end, 1);
  }
  return day <= to ? day : null;
}

/** Today as an ISO date in the lake's time zone (Irkutsk, UTC+8), where every stay begins. */
export function lakeToday(now: Date): string {
  return new Date(now.getTime() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
}
