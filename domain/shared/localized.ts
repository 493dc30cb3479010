import type { Locale } from "./locale.ts";

/**
 * Content written in both languages of the product. The catalogue stores and syncs both, so a
 * switch of language works offline; a text missing in one language falls back to the other.
 */
export type Localized = { en: string; ru: string };

export function localized(text: Localized | null | undefined, locale: Locale): string {
  if (!text) return "";
  return text[locale] || text.en || text.ru || "";
}

/** Both languages, lower-cased, for searching in either whatever the interface language. */
export function bothLanguages(text: Localized | null | undefined): string {
  return text ? `${text.en}\u0000${text.ru}` : "";
}
