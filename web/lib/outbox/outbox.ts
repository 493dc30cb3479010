import {
  isPersonalWrite,
  newOutboxItem,
  OUTBOX_SYNC_TAG,
  type OutboxItem,
  type OutboxKind,
  waitingCount,
} from "../../../domain/outbox/outbox.ts";
import { ApiError } from "../api.ts";
import type { PortalDb } from "../device/db.ts";
import { OUTBOX_CHANNEL, type OutboxMessage, replayOutbox } from "../device/outbox-replay.ts";
import { settleItem } from "./settle-registry.ts";
import { setWaiting } from "./waiting.ts";

/**
 * Replayable writes (a booking request, a newsletter sign-up, an event registration, a comment):
 * kept on the device first, with the Idempotency-Key made when the user acted, then sent. Online, the
 * caller gets the server's answer at once; offline, or when the network fails underway, the write
 * waits in the outbox and is replayed (see triggers.ts). A refusal is thrown as ApiError.
 */

export type SubmitResult<T> = { state: "sent"; status: number; body: T } | { state: "queued"; item: OutboxItem };

export async function outboxDb(): Promise<PortalDb> {
  return (await import("../device/db.ts")).db;
}

/** Writes in the signed-in user's name not sent yet (bookings included): a logout would delete them. */
export async function countUnsentPersonalWrites(): Promise<number> {
  const db = await outboxDb();
  return db.outbox.filter(isPersonalWrite).count();
}

/** At logout: what the user did offline leaves with them, never sent for whoever logs in next. */
export async function forgetUnsentPersonalWrites(): Promise<void> {
  const db = await outboxDb();
  await db.outbox.filter(isPersonalWrite).delete();
  await refreshWaiting();
}

export async function refreshWaiting(): Promise<number> {
  const db = await outboxDb();
  const count = waitingCount(await db.outbox.toArray());
  setWaiting(count);
  return count;
}

/** Asks the worker to replay when the connection returns, even with the page closed (Chromium only). */
export async function requestBackgroundSync(): Promise<void> {
  try {
    const registration = await navigator.serviceWorker?.ready;
    const sync = (registration as ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      ?.sync;
    await sync?.register(OUTBOX_SYNC_TAG);
  } catch {
    // No Background Sync here: the page's own triggers replay.
  }
}

export async function submitWrite<T>(input: {
  kind: OutboxKind;
  path: string;
  body: unknown;
  /** Made when the user acted; pass it in when the caller needs it before submitting. */
  key?: string;
}): Promise<SubmitResult<T>> {
  const db = await outboxDb();
  const item = newOutboxItem(
    { id: input.key ?? crypto.randomUUID(), kind: input.kind, path: input.path, body: input.body },
    new Date(),
  );
  // Kept before anything is sent: a closed tab or a crash cannot lose it.
  await db.outbox.put(item);
  await refreshWaiting();
  if (!navigator.onLine) {
    void requestBackgroundSync();
    return { state: "queued", item };
  }
  await replayOutboxOnce([item.id]);
  const after = await db.outbox.get(item.id);
  if (!after || after.status === "pending" || after.status === "sending") {
    void requestBackgroundSync();
    return { state: "queued", item: after ?? item };
  }
  await db.outbox.delete(item.id);
  await refreshWaiting();
  if (after.status === "done") return { state: "sent", status: 200, body: after.result as T };
  // Refused while the user is looking: show it in the form rather than keep it.
  const error = after.lastError;
  throw new ApiError(error?.status ?? 400, error?.message || String(error?.status ?? ""), {
    message: error?.message ?? "",
    code: error?.code ?? "refused",
    ...(error?.fields ? { fields: error.fields } : {}),
  });
}

let running: Promise<void> | null = null;

/**
 * One replay at a time in this tab; `only` limits it to given items (a fresh submit, whose form
 * shows the answer). Each settled item is handed to its kind's handler (settle-registry.ts) before
 * this resolves, so a submit returns with the device tables already up to date.
 */
export function replayOutboxOnce(only?: string[]): Promise<void> {
  const run = async () => {
    const db = await outboxDb();
    const result = await replayOutbox(db, only ? { only } : {});
    for (const item of result.settled) await settleItem(item, { foreground: only !== undefined });
    await refreshWaiting();
  };
  const next = (running ?? Promise.resolve()).then(run, run);
  running = next.finally(() => {
    if (running === next) running = null;
  });
  return next;
}

/**
 * Items the worker settled reach this tab's handlers; another tab handles its own items, and its
 * news (ours echoed too) only updates the badge.
 */
export function listenToOtherSenders(): void {
  if (typeof BroadcastChannel !== "function") return;
  const channel = new BroadcastChannel(OUTBOX_CHANNEL);
  channel.onmessage = (event: MessageEvent<OutboxMessage>) => {
    if (event.data?.type === "settled" && event.data.from === "worker") {
      void settleItem(event.data.item, { foreground: false });
    }
    void refreshWaiting();
  };
}

/** Items settled while no page was open (by the worker), or before a handler could run: handled now. */
export async function settleLeftovers(): Promise<void> {
  const db = await outboxDb();
  const settled = await db.outbox.where("status").anyOf("done", "failed").sortBy("createdAt");
  for (const item of settled) await settleItem(item, { foreground: false });
}
