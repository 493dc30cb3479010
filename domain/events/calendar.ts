/**
 * The month grid of the events calendar: whole weeks from Monday, each day with the events that
 * run on it (an event of several days shows on each). Pure, so it is tested without a browser.
 */
export type MonthKey = string; // "YYYY-MM"

export type GridDay<T> = { date: string; inMonth: boolean; events: T[] };

const pad = (n: number) => String(n).padStart(2, "0");
const iso = (d: Date) => `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;

export function monthOf(date: string): MonthKey {
  return date.slice(0, 7);
}

export function shiftMonth(month: MonthKey, by: number): MonthKey {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + by, 1));
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}`;
}

export function isMonthKey(value: unknown): value is MonthKey {
  return typeof value === "string" && /^\d{4}-(0[1-9]|1[0-2])$/.test(value);
}

export function monthGrid<T extends { startDate: string; endDate: string }>(
  month: MonthKey,
  events: readonly T[],
): GridDay<T>[][] {
  const [year, m] = month.split("-").map(Number) as [number, number];
  const first = new Date(Date.UTC(year, m - 1, 1));
  const last = new Date(Date.UTC(year, m, 0));
  // Monday is the first day of a week in both languages here.
  const start = new Date(first);
  start.setUTCDate(first.getUTCDate() - ((first.getUTCDay() + 6) % 7));
  const end = new Date(last);
  end.setUTCDate(last.getUTCDate() + ((7 - last.getUTCDay()) % 7));
  const weeks: GridDay<T>[][] = [];
  for (const day = new Date(start); day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    if ((day.getUTCDay() + 6) % 7 === 0) weeks.push([]);
    const date = iso(day);
    weeks[weeks.length - 1]?.push({
      date,
      inMonth: date.startsWith(month),
      events: events.filter((event) => event.startDate <= date && event.endDate >= date),
    });
  }
  return weeks;
}
