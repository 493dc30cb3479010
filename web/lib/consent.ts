import {
  CONVERSION_EVENTS_COOKIE,
  SESSION_ID_COOKIE,
  USER_PREFERENCES_COOKIE,
} from "../../domain/analytics/analytics.ts";
import { RECENTLY_VIEWED_COOKIE } from "../../domain/catalogue/recently-viewed.ts";
import {
  CONSENT_COOKIE,
  type Consent,
  DEFAULT_COOKIE_DAYS,
  makeConsent,
  parseConsent,
} from "../../domain/consent/consent.ts";
import { deleteCookie, getCookie, setCookie } from "./cookies.ts";
import { atom, store } from "./store.ts";

/** The visitor's cookie choice (null until they decide) and whether the settings dialog is open. */
export const consentAtom = atom<Consent | null>(null);
export const consentDialogOpenAtom = atom(false);

export function loadConsent(): Consent | null {
  const consent = parseConsent(getCookie(CONSENT_COOKIE));
  store.set(consentAtom, consent);
  return consent;
}

export function saveConsent(choice: { preferences: boolean; analytics: boolean; marketing: boolean }): void {
  const consent = makeConsent(choice, new Date());
  setCookie(CONSENT_COOKIE, JSON.stringify(consent), DEFAULT_COOKIE_DAYS);
  // A withdrawn category takes its cookies with it.
  if (!consent.analytics) {
    deleteCookie(SESSION_ID_COOKIE);
    deleteCookie(CONVERSION_EVENTS_COOKIE);
  }
  if (!consent.preferences) {
    deleteCookie(USER_PREFERENCES_COOKIE);
    deleteCookie(RECENTLY_VIEWED_COOKIE);
  }
  store.set(consentAtom, consent);
  store.set(consentDialogOpenAtom, false);
}

export function openConsentSettings(): void {
  store.set(consentDialogOpenAtom, true);
}
