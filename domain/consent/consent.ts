/**
 * Cookie consent (spec sections 2, 4, 9): four categories; necessary is always allowed and cannot be
 * switched off; analytics and preferences are stored only after consent.
 */
export const consentCategories = ["necessary", "preferences", "analytics", "marketing"] as const;
export type ConsentCategory = (typeof consentCategories)[number];

export type Consent = {
  necessary: true;
  preferences: boolean;
  analytics: boolean;
  marketing: boolean;
  /** When the visitor decided (ISO time); a new version of the categories asks again. */
  decidedAt: string;
  version: number;
};

export const CONSENT_COOKIE = "cookieConsent";
export const CONSENT_VERSION = 1;
/** Default cookie lifetime of spec section 9. */
export const DEFAULT_COOKIE_DAYS = 365;

export function makeConsent(choice: Omit<Consent, "necessary" | "decidedAt" | "version">, now: Date): Consent {
  return { necessary: true, ...choice, decidedAt: now.toISOString(), version: CONSENT_VERSION };
}

/** Reads the cookie's JSON; anything malformed or from an older version counts as "not decided". */
export function parseConsent(raw: string | undefined): Consent | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Consent>;
    if (value.version !== CONSENT_VERSION || typeof value.decidedAt !== "string") return null;
    return makeConsent(
      {
        preferences: value.preferences === true,
        analytics: value.analytics === true,
        marketing: value.marketing === true,
      },
      new Date(value.decidedAt),
    );
  } catch {
    return null;
  }
}

/** Whether a category may store data: necessary always; the others only with a recorded yes. */
export function allows(consent: Consent | null, category: ConsentCategory): boolean {
  if (category === "necessary") return true;
  return consent?.[category] === true;
}
