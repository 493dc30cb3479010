import type { Locale } from "../../../../domain/shared/locale.ts";

/** "June – September" / "июнь – сентябрь": the months of a best season. */
export function seasonText(season: { from: number; to: number }, locale: Locale): string {
  const month = new Intl.DateTimeFormat(locale === "ru" ? "ru-RU" : "en-GB", { month: "long", timeZone: "UTC" });
  const name = (m: number) => month.format(new Date(Date.UTC(2027, m - 1, 15)));
  return season.from === season.to ? name(season.from) : `${name(season.from)} – ${name(season.to)}`;
}
