import { isSyncDue } from "../../../domain/sync/schedule.ts";
import { readSyncState, syncCatalogue } from "./engine.ts";

/**
 * When the catalogue syncs: at app start, on `online`, and every 10 minutes while the page is
 * visible (checked each minute and when the page becomes visible; failures back off).
 */
const CHECK_EVERY_MS = 60 * 1000;
let started = false;

async function syncIfDue(): Promise<void> {
  const state = await readSyncState();
  const clock = { lastSuccessAt: state.lastSuccessAt, lastAttemptAt: state.lastAttemptAt, failures: state.failures };
  if (isSyncDue(clock, Date.now(), document.visibilityState === "visible", navigator.onLine)) {
    await syncCatalogue("timer");
  }
}

export function startCatalogueSync(): void {
  if (started) return;
  started = true;
  void syncCatalogue("start");
  window.addEventListener("online", () => void syncCatalogue("online"));
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") void syncIfDue();
  });
  setInterval(() => void syncIfDue(), CHECK_EVERY_MS);
}
