import type { Destination } from "../catalogue/types.ts";

/**
 * The seam where a forecast joins the companion. The weather area (domain/weather) is being built
 * apart; until the lead plugs it in, there is no forecast to quote and the companion points to the
 * weather page instead. Plug it in by returning the forecast's one-line summary for the place and
 * day (or null when there is none): nothing else in the companion changes.
 */
export type ForecastLookup = (place: Destination | null, day: string) => string | null;

export const noForecast: ForecastLookup = () => null;

/** The next Saturday, or today when today is Saturday or Sunday (both ISO dates). */
export function weekendOf(today: string): string {
  const date = new Date(`${today}T00:00:00Z`);
  const weekday = date.getUTCDay();
  if (weekday === 0 || weekday === 6) return today;
  date.setUTCDate(date.getUTCDate() + (6 - weekday));
  return date.toISOString().slice(0, 10);
}

/** The day a weather question is about: today, tomorrow or the weekend (the weekend by default). */
export function dayAsked(question: string, today: string): string {
  const q = question.toLowerCase();
  if (/tomorrow|завтра/.test(q)) {
    const date = new Date(`${today}T00:00:00Z`);
    date.setUTCDate(date.getUTCDate() + 1);
    return date.toISOString().slice(0, 10);
  }
  if (/today|сегодня|now|сейчас/.test(q)) return today;
  return weekendOf(today);
}
