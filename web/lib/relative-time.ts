import type { Locale } from "../../domain/shared/locale.ts";

/** "5 minutes ago", "вчера": how long ago a moment was, in the interface's language. */
const steps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

export function timeAgo(then: number, now: number, locale: Locale): string {
  const format = new Intl.RelativeTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { numeric: "auto" });
  let value = (then - now) / 1000;
  if (Math.abs(value) < 45) return format.format(0, "second");
  for (const [unit, size] of steps) {
    if (Math.abs(value) < size) return format.format(Math.round(value), unit);
    value /= size;
  }
  return format.format(Math.round(value), "year");
}
