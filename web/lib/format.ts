import type { Locale } from "../../domain/locale.ts";

/** Dates and money in the user's language: Russian date locale for ru (spec section 9). */
const intlLocale: Record<Locale, string> = { en: "en-GB", ru: "ru-RU" };

export function formatDate(value: Date | string, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(intlLocale[locale], options ?? { dateStyle: "medium" }).format(date);
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return new Intl.NumberFormat(intlLocale[locale], options).format(value);
}
