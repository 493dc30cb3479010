import type { Page } from "playwright-core";
import { expect } from "vitest";
import { type Availability, addDays, daysBetween, lakeToday } from "../../domain/catalogue/availability.ts";

/**
 * Dates for the browser tests, worked out from today at the lake whatever day they run (decision
 * record 056; TEST_NOW moves the day). The server keeps its real clock, refuses past days and days
 * more than a year ahead, and its seed lays the yachts up from mid-October to May and blocks some
 * summer days, so a test asks the server which days a yacht has free, as a visitor reads the calendar.
 */
export const lakeTodayNow = () => lakeToday(new Date());

/** Far enough ahead that no time zone of the browser or the server makes the day a past one. */
const LEAD_DAYS = 7;
/** Well inside the year the calendar shows and the rules accept. */
const LOOK_AHEAD_DAYS = 300;

export type Stay = { start: string; end: string };

/** The first `days` days in a row the yacht is free from `from` on (by default a week from today). */
export async function freeDays(
  serverUrl: string,
  yachtId: string,
  days: number,
  from = addDays(lakeTodayNow(), LEAD_DAYS),
): Promise<Stay> {
  const to = addDays(lakeTodayNow(), LOOK_AHEAD_DAYS);
  const res = await fetch(`${serverUrl}/api/yachts/${yachtId}/availability?from=${from}&to=${to}`);
  if (!res.ok) throw new Error(`availability of ${yachtId}: ${res.status} ${await res.text()}`);
  const { busy } = (await res.json()) as Availability;
  let start = from;
  for (const range of busy) {
    if (daysBetween(start, range.start) >= days) break;
    if (range.end >= start) start = addDays(range.end, 1);
  }
  const end = addDays(start, days - 1);
  if (end > to) throw new Error(`${yachtId} has no ${days} free days in a row before ${to}`);
  return { start, end };
}

const utc = (date: string) => new Date(`${date}T00:00:00Z`);
const dayMonthYear = new Intl.DateTimeFormat("en-GB", {
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** A day button of the calendar (en-GB) by its accessible name: "Thursday, 1 July 2027". */
export const dayButtonName = (date: string) => new RegExp(`\\b${dayMonthYear.format(utc(date))}\\b`);

/** The month of a date as the calendar names it: "July 2027". */
export const monthTitle = (date: string) => monthYear.format(utc(date));

/** Months counted from year 0, and back: "2027-07-…" ↔ 2027 × 12 + 6. */
const monthIndex = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
const firstOfMonth = (index: number) => `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, "0")}-01`;

/** The month the availability calendar shows, from its grid's name: "Availability, June 2027". */
export const shownMonth = async (page: Page) =>
  ((await page.getByRole("grid").getAttribute("aria-label")) ?? "").split(", ").at(-1) ?? "";

/**
 * Turns the availability calendar from the month it shows to the month of `date`, as many
 * "Next month" clicks as the months between them.
 */
export async function turnCalendarTo(page: Page, date: string): Promise<void> {
  const shown = await shownMonth(page);
  const thisMonth = monthIndex(lakeTodayNow());
  const shownFirst = Array.from({ length: 14 }, (_, k) => firstOfMonth(thisMonth - 1 + k)).find(
    (month) => monthTitle(month) === shown,
  );
  if (!shownFirst) throw new Error(`the calendar shows "${shown}", not a month of the year ahead`);
  const clicks = monthIndex(date) - monthIndex(shownFirst);
  expect(clicks, `from ${shown} to ${monthTitle(date)}`).toBeGreaterThanOrEqual(0);
  for (let i = 0; i < clicks; i += 1) await page.getByRole("button", { name: "Next month" }).click();
  await expect.poll(() => shownMonth(page)).toBe(monthTitle(date));
}

/** Picks a stay on the availability calendar: its first day, then its last, turning months as needed. */
export async function chooseStay(page: Page, { start, end }: Stay): Promise<void> {
  await turnCalendarTo(page, start);
  await page.getByRole("button", { name: dayButtonName(start) }).click();
  if (monthIndex(end) !== monthIndex(start)) await turnCalendarTo(page, end);
  await page.getByRole("button", { name: dayButtonName(end) }).click();
}
