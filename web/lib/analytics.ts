import {
  appendConversionEvent,
  CONVERSION_EVENTS_COOKIE,
  CONVERSION_EVENTS_DAYS,
  type ConversionEvent,
  newSessionId,
  SESSION_ID_COOKIE,
  SESSION_ID_DAYS,
} from "../../domain/analytics/analytics.ts";
import type { TrackEvent } from "../../domain/analytics/analytics-schema.ts";
import { allows } from "../../domain/consent/consent.ts";
import { api } from "./api.ts";
import { consentAtom } from "./consent.ts";
import { getCookie, setCookie } from "./cookies.ts";
import { store } from "./store.ts";

/**
 * Analytics (spec sections 7 and 9): nothing is stored or sent without analytics consent. With it,
 * a session id (web_…, 1 day), the last 30 conversion events on the device (30 days), and each
 * event sent to the server. A failure is only logged: analytics never bothers the user.
 */
const COOKIE_BYTES_MAX = 3800;

function sessionId(): string {
  const existing = getCookie(SESSION_ID_COOKIE);
  if (existing) return existing;
  const id = newSessionId(crypto.randomUUID().replaceAll("-", ""));
  setCookie(SESSION_ID_COOKIE, id, SESSION_ID_DAYS);
  return id;
}

function rememberConversion(event: ConversionEvent): void {
  let list: ConversionEvent[] = [];
  try {
    list = JSON.parse(getCookie(CONVERSION_EVENTS_COOKIE) ?? "[]");
  } catch {
    list = [];
  }
  let next = appendConversionEvent(list, event, new Date());
  // A cookie holds about 4 KB: drop the oldest events rather than lose the newest.
  while (next.length > 1 && encodeURIComponent(JSON.stringify(next)).length > COOKIE_BYTES_MAX) next = next.slice(1);
  setCookie(CONVERSION_EVENTS_COOKIE, JSON.stringify(next), CONVERSION_EVENTS_DAYS);
}

export function track(eventType: string, data: Record<string, unknown> = {}): void {
  if (!allows(store.get(consentAtom), "analytics")) return;
  const page = location.pathname;
  if (eventType !== "page_view") rememberConversion({ eventType, timestamp: new Date().toISOString(), page, data });
  const body: TrackEvent = { eventType, platform: "web", sessionId: sessionId(), metadata: { ...data, page } };
  api("/api/analytics/track", { method: "POST", body }).catch((error) =>
    console.warn("Analytics event not sent:", error),
  );
}
