/**
 * Analytics of spec sections 3, 7 and 9: events go to POST /api/analytics/track only with analytics
 * consent; the device keeps the last 30 conversion events for 30 days and a session id (web_…, 1 day).
 */
export const SESSION_ID_COOKIE = "sessionId";
export const SESSION_ID_PREFIX = "web_";
export const SESSION_ID_DAYS = 1;
export const CONVERSION_EVENTS_COOKIE = "analyticsConversionEvents";
export const CONVERSION_EVENTS_MAX = 30;
export const CONVERSION_EVENTS_DAYS = 30;
export const USER_PREFERENCES_COOKIE = "userPreferences";
export const USER_PREFERENCES_DAYS = 365;

export type ConversionEvent = { eventType: string; timestamp: string; page: string; data?: Record<string, unknown> };

/** Adds an event, keeping the newest 30 that are younger than 30 days. */
export function appendConversionEvent(
  list: readonly ConversionEvent[],
  event: ConversionEvent,
  now: Date,
): ConversionEvent[] {
  const oldest = now.getTime() - CONVERSION_EVENTS_DAYS * 24 * 60 * 60 * 1000;
  return [...list, event].filter((item) => Date.parse(item.timestamp) >= oldest).slice(-CONVERSION_EVENTS_MAX);
}

export function newSessionId(random: string): string {
  return `${SESSION_ID_PREFIX}${random}`;
}

/** The userPreferences cookie: a small key/value map; anything malformed reads as empty. */
export type UserPreferences = Record<string, string | number | boolean>;

export function parsePreferences(raw: string | undefined): UserPreferences {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null || Array.isArray(value)) return {};
    return Object.fromEntries(
      Object.entries(value).filter(([, v]) => ["string", "number", "boolean"].includes(typeof v)),
    ) as UserPreferences;
  } catch {
    return {};
  }
}
