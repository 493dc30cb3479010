import { i18n, type Messages } from "@lingui/core";
import {
  detectLocale,
  isLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_DAYS,
  LANGUAGE_STORAGE_KEY,
  type Locale,
} from "../../domain/shared/locale.ts";
import { getCookie, setCookie } from "./cookies.ts";
import { safeStorage } from "./safe-storage.ts";
import { atom, store } from "./store.ts";

/**
 * The app's language: detected from the `preferred_language` cookie, then local storage, then the
 * browser, then English. Catalogs load on demand, so only the active language is downloaded.
 */
export const localeAtom = atom<Locale>("en");

const catalogs: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import("../../locales/en/messages.po"),
  ru: () => import("../../locales/ru/messages.po"),
};

export function initialLocale(): Locale {
  const stored = safeStorage.get(LANGUAGE_STORAGE_KEY);
  return detectLocale({
    cookie: getCookie(LANGUAGE_COOKIE) ?? (isLocale(stored) ? stored : undefined),
    languages: navigator.languages ?? [navigator.language],
  });
}

/** A language's catalog (the server renders pages with it too: decision record 066). */
export async function loadCatalog(locale: Locale): Promise<Messages> {
  return (await catalogs[locale]()).messages;
}

export async function activateLocale(locale: Locale): Promise<void> {
  const messages = await loadCatalog(locale);
  i18n.loadAndActivate({ locale, messages });
  document.documentElement.lang = locale;
  store.set(localeAtom, locale);
}

/** The user's explicit choice: remembered for 365 days in the cookie and in local storage. */
export async function chooseLocale(locale: Locale): Promise<void> {
  setCookie(LANGUAGE_COOKIE, locale, LANGUAGE_COOKIE_DAYS);
  safeStorage.set(LANGUAGE_STORAGE_KEY, locale);
  await activateLocale(locale);
}

export { i18n };
