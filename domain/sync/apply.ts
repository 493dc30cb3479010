import type { SyncResponse } from "./protocol.ts";

/**
 * What a sync answer means for the device's copy, kind by kind: rows to put and ids to delete.
 * A kind the device does not know is skipped (an older app meeting a newer server), and a row
 * without an id is refused rather than stored where nothing can find it.
 */
export type KindChanges<Row = unknown> = { put: Row[]; delete: string[] };
export type SyncPlan = Record<string, KindChanges>;

export function planSync(response: SyncResponse, kinds: readonly string[]): SyncPlan {
  const plan: SyncPlan = {};
  for (const kind of kinds) {
    const rows = response[kind];
    const put = Array.isArray(rows)
      ? rows.filter((row): row is { id: string } => typeof (row as { id?: unknown })?.id === "string")
      : [];
    const putIds = new Set(put.map((row) => row.id));
    // A row sent again after its deletion (deleted, then re-created) stays.
    const deleted = response.deleted.filter((t) => t.kind === kind && !putIds.has(t.id)).map((t) => t.id);
    plan[kind] = { put, delete: [...new Set(deleted)] };
  }
  return plan;
}

export function countChanges(plan: SyncPlan): number {
  return Object.values(plan).reduce((sum, kind) => sum + kind.put.length + kind.delete.length, 0);
}

export function isSyncResponse(value: unknown): value is SyncResponse {
  if (typeof value !== "object" || value === null) return false;
  const body = value as Record<string, unknown>;
  return typeof body.cursor === "string" && Array.isArray(body.deleted);
}
