import { parsePreferences, USER_PREFERENCES_COOKIE, USER_PREFERENCES_DAYS } from "../../domain/analytics/analytics.ts";
import { allows } from "../../domain/consent/consent.ts";
import { consentAtom } from "./consent.ts";
import { getCookie, setCookie } from "./cookies.ts";
import { store } from "./store.ts";

/**
 * The userPreferences cookie (spec sections 3 and 9: a key/value map, 365 days), written only with
 * consent to preferences; without it a choice lasts as long as the page.
 */
export function getPreference(key: string): string | number | boolean | undefined {
  return parsePreferences(getCookie(USER_PREFERENCES_COOKIE))[key];
}

export function setPreference(key: string, value: string | number | boolean): void {
  if (!allows(store.get(consentAtom), "preferences")) return;
  const next = { ...parsePreferences(getCookie(USER_PREFERENCES_COOKIE)), [key]: value };
  setCookie(USER_PREFERENCES_COOKIE, JSON.stringify(next), USER_PREFERENCES_DAYS);
}
