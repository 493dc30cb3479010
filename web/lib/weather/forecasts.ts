import { FORECAST_FRESH_MS } from "../../../domain/weather/forecast.ts";
import type { WeatherAnswer } from "../../../domain/weather/types.ts";
import { ApiError, api, NetworkError } from "../api.ts";
import { loadDevice } from "../use-live-query.ts";

/**
 * The device's forecasts (decision 074): each place's last answer of GET /api/weather, kept in
 * Dexie with the time it came, asked again when online and older than 30 minutes. What went wrong
 * on the last try is kept beside it, so a screen can say it under the stored forecast.
 */
export type RefreshProblem = "offline" | "unavailable" | "fetch_error" | "unknown";

const inFlight = new Map<string, Promise<RefreshProblem | null>>();

/** Asked at most this often for one place when it fails, so a broken provider is not hammered. */
export const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
const failedAt = new Map<string, number>();
const problems = new Map<string, RefreshProblem>();

/** What went wrong on the last try for a place, if its last try failed. */
export const lastProblem = (placeId: string): RefreshProblem | null => problems.get(placeId) ?? null;

export const isStale = (storedAt: number | undefined, now: number) =>
  storedAt === undefined || now - storedAt >= FORECAST_FRESH_MS;

function problemOf(error: unknown): RefreshProblem {
  if (error instanceof NetworkError) return "offline";
  if (error instanceof ApiError) return error.status === 503 ? "unavailable" : "fetch_error";
  return "unknown";
}

/** Fetches a place's whole forecast and stores it; null when it worked, else what went wrong. */
export function refreshForecast(placeId: string): Promise<RefreshProblem | null> {
  const running = inFlight.get(placeId);
  if (running) return running;
  const call = (async () => {
    try {
      const answer = await api<WeatherAnswer>(`/api/weather?place=${encodeURIComponent(placeId)}`);
      const { db } = await loadDevice();
      await db.forecasts.put({ key: placeId, answer, storedAt: Date.now() });
      failedAt.delete(placeId);
      problems.delete(placeId);
      return null;
    } catch (error) {
      failedAt.set(placeId, Date.now());
      problems.set(placeId, problemOf(error));
      return problemOf(error);
    } finally {
      inFlight.delete(placeId);
    }
  })();
  inFlight.set(placeId, call);
  return call;
}

/** Whether to ask now: online, the copy missing or stale, and no failure in the last minutes. */
export function shouldRefresh(placeId: string, storedAt: number | undefined, online: boolean, now: number): boolean {
  if (!online || !isStale(storedAt, now)) return false;
  const failed = failedAt.get(placeId);
  return failed === undefined || now - failed >= RETRY_AFTER_FAILURE_MS;
}
