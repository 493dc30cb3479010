import { safeStorage } from "../safe-storage.ts";
import { atom, store } from "../store.ts";

/**
 * How many writes wait in the outbox. Mirrored in local storage so the header's badge is right on
 * the first paint, before the device database loads.
 */
const WAITING_MIRROR = "outbox.waiting";

export const outboxWaitingAtom = atom(Number(safeStorage.get(WAITING_MIRROR) ?? "0") || 0);

export function setWaiting(count: number): void {
  store.set(outboxWaitingAtom, count);
  if (count > 0) safeStorage.set(WAITING_MIRROR, String(count));
  else safeStorage.remove(WAITING_MIRROR);
}
