import { atom, store } from "../store.ts";

/**
 * What the sync engine is doing, for the shell and the catalogue screens. It lives apart from the
 * engine so that the shell can show it without loading Dexie on the first page.
 */
export type SyncStatus = {
  phase: "idle" | "syncing" | "error";
  /** The device has no catalogue yet: the first download is running or failed. */
  firstSync: boolean;
  step: "download" | "store" | "images" | null;
  progress: { done: number; total: number } | null;
  lastSuccessAt: number | null;
  /** The last attempt failed because the network was not there. */
  offline: boolean;
};

/** Before any sync ran: also what the server's HTML shows (decision record 066). */
export const IDLE_STATUS: SyncStatus = {
  phase: "idle",
  firstSync: false,
  step: null,
  progress: null,
  lastSuccessAt: null,
  offline: false,
};

export const syncStatusAtom = atom<SyncStatus>(IDLE_STATUS);

/** Whether the last sync failed: for screens that need no more, so progress does not re-render them. */
export const syncFailedAtom = atom((get) => get(syncStatusAtom).phase === "error");

/** Whether the first download shows in the header (web/shell/header/offline-status.tsx). */
export const firstDownloadShownAtom = atom((get) => {
  const status = get(syncStatusAtom);
  return status.firstSync && status.phase === "syncing";
});

export function updateSyncStatus(patch: Partial<SyncStatus>): void {
  store.set(syncStatusAtom, { ...store.get(syncStatusAtom), ...patch });
}
