/** Languages of the product and the detection rule of spec section 9. */
export const locales = ["en", "ru"] as const;
export type Locale = (typeof locales)[number];

export const defaultLocale: Locale = "en";
export const LANGUAGE_COOKIE = "preferred_language";
export const LANGUAGE_STORAGE_KEY = "preferred_language";
export const LANGUAGE_COOKIE_DAYS = 365;

export function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (locales as readonly string[]).includes(value);
}

/** "ru-RU" → "ru"; anything we do not speak → undefined. */
export function toLocale(tag: string | null | undefined): Locale | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(base) ? base : undefined;
}

/** The cookie first, then the browser's languages in order, then English. */
export function detectLocale(input: {
  cookie?: string | null | undefined;
  languages?: readonly string[] | undefined;
}): Locale {
  const fromCookie = toLocale(input.cookie);
  if (fromCookie) return fromCookie;
  for (const tag of input.languages ?? []) {
    const locale = toLocale(tag);
    if (locale) return locale;
  }
  return defaultLocale;
}

/** Parses an Accept-Language header into tags ordered by quality (highest first). */
export function parseAcceptLanguage(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const quality = q ? Number.parseFloat(q.slice(2)) : 1;
      return { tag: tag.trim(), quality: Number.isFinite(quality) ? quality : 0, index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.tag);
}

/** Reads one cookie out of a Cookie header (or document.cookie). */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  for (const part of cookieHeader.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      const raw = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    }
  }
  return undefined;
}

/**
 * Each language named in itself with its region, as the switcher shows it (spec: English (GB),
 * Russian (RU)). Autonyms are the same in every interface language, so they are not translated.
 */
export const localeOptions: readonly { locale: Locale; autonym: string; region: string }[] = [
  { locale: "en", autonym: "English", region: "GB" },
  { locale: "ru", autonym: "Русский", region: "RU" },
];
