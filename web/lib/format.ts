import type { Locale } from "../../domain/shared/locale.ts";

/** Dates and money in the user's language: Russian date locale for ru (spec section 9). */
const intlLocale: Record<Locale, string> = { en: "en-GB", ru: "ru-RU" };

// Making an Intl formatter costs far more than using one, and a catalogue page formats hundreds of
// prices and dates: each locale and options pair is made once.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<F>(cache: Map<string, F>, locale: Locale, options: object | undefined, make: () => F): F {
  const key = `${locale}|${options ? JSON.stringify(options) : ""}`;
  let format = cache.get(key);
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export function formatDate(value: Date | string, locale: Locale, options?: Intl.DateTimeFormatOptions): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const format = cached(
    dateFormats,
    locale,
    options,
    () => new Intl.DateTimeFormat(intlLocale[locale], options ?? { dateStyle: "medium" }),
  );
  return format.format(date);
}

/**
 * A span of days in one format (issue 15: "Mon 14 June – Thu, 17 June 2027" mixed two): the
 * locale's own range format, which writes both ends alike and the shared month or year once.
 */
export function formatDateRange(
  start: Date | string,
  end: Date | string,
  locale: Locale,
  options: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric" },
): string {
  const from = typeof start === "string" ? new Date(start) : start;
  const to = typeof end === "string" ? new Date(end) : end;
  const format = cached(dateFormats, locale, options, () => new Intl.DateTimeFormat(intlLocale[locale], options));
  // ICU versions differ in the spaces around the dash (thin or plain): the server's Node and the
  // browser must write the same text, or React renders the page anew when it takes it over.
  return format.formatRange(from, to).replace(/[\u2009\u202f\u00a0]/g, " ");
}

export function formatNumber(value: number, locale: Locale, options?: Intl.NumberFormatOptions): string {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(intlLocale[locale], options)).format(value);
}
