import { countChanges, isSyncResponse, planSync, type SyncPlan } from "../../../domain/sync/apply.ts";
import { apiResponse, NetworkError } from "../api.ts";
import { db, type SyncState } from "../device/db.ts";
import { keepImagesOffline } from "./images.ts";
import { syncKinds } from "./kinds.ts";
import { updateSyncStatus } from "./status.ts";

/**
 * The catalogue's sync engine (decision records 003 and 020): asks GET /api/sync for what changed
 * since its cursor (with the ETag, so nothing new costs a 304), writes the answer into Dexie in one
 * transaction, then keeps the new rows' images offline. One run at a time.
 */
export const CATALOGUE_SCOPE = "catalogue";

const emptyState = (): SyncState => ({
  scope: CATALOGUE_SCOPE,
  cursor: null,
  etag: null,
  lastSuccessAt: null,
  lastAttemptAt: null,
  failures: 0,
});

export async function readSyncState(): Promise<SyncState> {
  return (await db.syncState.get(CATALOGUE_SCOPE)) ?? emptyState();
}

let running: Promise<void> | null = null;

export function syncCatalogue(reason: string): Promise<void> {
  running ??= runSync(reason).finally(() => {
    running = null;
  });
  return running;
}

/** A cursor kept by an app that knew fewer kinds would skip the new kinds' older rows. */
const knownKinds = () => syncKinds.map((k) => k.kind).join(",");

async function runSync(reason: string): Promise<void> {
  const kept = await readSyncState();
  const state = kept.kinds === knownKinds() || kept.cursor === null ? kept : { ...kept, cursor: null, etag: null };
  if (!navigator.onLine) {
    // Offline: nothing to ask; the `online` event brings the next try.
    updateSyncStatus({ phase: "idle", step: null, offline: true, lastSuccessAt: state.lastSuccessAt });
    return;
  }
  const firstSync = state.cursor === null;
  updateSyncStatus({
    phase: "syncing",
    firstSync,
    step: "download",
    progress: null,
    lastSuccessAt: state.lastSuccessAt,
  });
  const attempt = { ...state, lastAttemptAt: Date.now() };
  try {
    const query = state.cursor ? `?since=${encodeURIComponent(state.cursor)}` : "";
    const headers: Record<string, string> = state.etag && state.cursor ? { "If-None-Match": state.etag } : {};
    const res = await apiResponse(`/api/sync${query}`, { headers });
    if (res.status === 304) {
      await db.syncState.put({ ...attempt, lastSuccessAt: Date.now(), failures: 0 });
      updateSyncStatus({ phase: "idle", step: null, firstSync: false, lastSuccessAt: Date.now(), offline: false });
      return;
    }
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const body: unknown = await res.json();
    if (!isSyncResponse(body)) throw new Error("The sync answer is not in the expected shape.");
    updateSyncStatus({ step: "store" });
    const plan = planSync(
      body,
      syncKinds.map((k) => k.kind),
    );
    const now = Date.now();
    await db.transaction("rw", [db.syncState, ...syncKinds.map((k) => k.table())], async () => {
      for (const kind of syncKinds) {
        const changes = plan[kind.kind];
        if (!changes) continue;
        if (changes.delete.length) await kind.table().bulkDelete(changes.delete);
        if (changes.put.length) await kind.table().bulkPut(changes.put as { id: string }[]);
      }
      await db.syncState.put({
        ...attempt,
        cursor: body.cursor,
        etag: res.headers.get("ETag"),
        kinds: knownKinds(),
        lastSuccessAt: now,
        failures: 0,
      });
    });
    updateSyncStatus({ lastSuccessAt: now, offline: false });
    if (countChanges(plan) > 0) await keepImages(plan, firstSync);
    updateSyncStatus({ phase: "idle", step: null, progress: null, firstSync: false });
    console.info(`Catalogue synced (${reason}): ${countChanges(plan)} changes`);
  } catch (error) {
    await db.syncState.put({ ...attempt, failures: state.failures + 1 });
    updateSyncStatus({ phase: "error", step: null, progress: null, offline: error instanceof NetworkError });
    if (!(error instanceof NetworkError)) console.warn("The catalogue could not be synced:", error);
  }
}

/** Cards first (the list must look right offline), then every gallery image. */
async function keepImages(plan: SyncPlan, firstSync: boolean): Promise<void> {
  const card: string[] = [];
  const other: string[] = [];
  for (const kind of syncKinds) {
    for (const row of plan[kind.kind]?.put ?? []) {
      card.push(...kind.cardImages(row as { id: string }));
      other.push(...kind.otherImages(row as { id: string }));
    }
  }
  updateSyncStatus({ step: "images" });
  await keepImagesOffline([...card, ...other], (done, total) => {
    if (firstSync) updateSyncStatus({ progress: { done, total } });
  });
}
