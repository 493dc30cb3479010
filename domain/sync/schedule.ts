/**
 * When the device syncs the catalogue (decision record 003): at app start, on `online`, and every
 * 10 minutes while the page is visible; after a failure it waits longer each time, up to the
 * interval, so a server that is down is not hammered.
 */
export const SYNC_INTERVAL_MS = 10 * 60 * 1000;
export const SYNC_RETRY_BASE_MS = 15 * 1000;

export type SyncClock = {
  /** When the last sync finished well (ms since the epoch), or null before the first. */
  lastSuccessAt: number | null;
  lastAttemptAt: number | null;
  failures: number;
};

export function retryDelay(failures: number): number {
  if (failures <= 0) return 0;
  return Math.min(SYNC_RETRY_BASE_MS * 2 ** (failures - 1), SYNC_INTERVAL_MS);
}

/** Whether the timer should sync now; app start and `online` sync regardless. */
export function isSyncDue(clock: SyncClock, now: number, visible: boolean, online: boolean): boolean {
  if (!visible || !online) return false;
  if (clock.lastAttemptAt === null || clock.lastSuccessAt === null) {
    return clock.lastAttemptAt === null || now - clock.lastAttemptAt >= retryDelay(clock.failures);
  }
  if (clock.failures > 0) return now - clock.lastAttemptAt >= retryDelay(clock.failures);
  return now - clock.lastSuccessAt >= SYNC_INTERVAL_MS;
}
