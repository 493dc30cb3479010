import { OUTBOX_KEEP_SETTLED_MS, OUTBOX_REPLAY_INTERVAL_MS } from "../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { store } from "../store.ts";
import {
  listenToOtherSenders,
  outboxDb,
  refreshWaiting,
  replayOutboxOnce,
  requestBackgroundSync,
  settleLeftovers,
} from "./outbox.ts";

/**
 * When the outbox replays (decision record 003): at app start, on `online`, on a timer while
 * something waits and the page is visible, after a login (for writes that needed one), and by
 * Background Sync in the worker where the browser has it.
 */
let started = false;

async function replayIfWaiting(): Promise<void> {
  if (!navigator.onLine) return;
  if ((await refreshWaiting()) > 0) await replayOutboxOnce();
}

/** Writes refused for want of a login go back in line once someone logs in. */
async function retryAfterLogin(): Promise<void> {
  const db = await outboxDb();
  const waiting = await db.outbox.where("status").equals("needs_auth").toArray();
  if (!waiting.length) return;
  const now = new Date().toISOString();
  await db.outbox.bulkPut(waiting.map((item) => ({ ...item, status: "pending" as const, nextAttemptAt: now })));
  await replayIfWaiting();
}

/** Done items were shown long enough; failed ones stay until the user deals with them. */
async function forgetOldSettled(): Promise<void> {
  const db = await outboxDb();
  const before = new Date(Date.now() - OUTBOX_KEEP_SETTLED_MS).toISOString();
  await db.outbox
    .where("status")
    .equals("done")
    .filter((item) => item.createdAt < before)
    .delete();
}

export function startOutbox(): void {
  if (started) return;
  started = true;
  listenToOtherSenders();
  void forgetOldSettled().then(settleLeftovers);
  void replayIfWaiting().then(() => {
    if (store.get(sessionUserAtom)) void retryAfterLogin();
  });
  window.addEventListener("online", () => void replayIfWaiting());
  window.addEventListener("offline", () => void requestBackgroundSync());
  setInterval(() => {
    if (document.visibilityState === "visible") void replayIfWaiting();
  }, OUTBOX_REPLAY_INTERVAL_MS);
  store.sub(sessionUserAtom, () => {
    if (store.get(sessionUserAtom)) void retryAfterLogin();
  });
}
