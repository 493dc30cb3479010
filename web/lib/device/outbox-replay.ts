import { IDEMPOTENCY_HEADER } from "../../../domain/http/idempotency.ts";
import { afterSend, dueItems, type OutboxItem, type SendResult } from "../../../domain/outbox/outbox.ts";
import type { PortalDb } from "./db.ts";

/**
 * Sends what waits in the outbox, oldest first, each with the Idempotency-Key made when the user
 * acted. Runs in the page and in the offline worker (Background Sync), so it uses neither the DOM
 * nor React. Each item is claimed in an IndexedDB transaction before it is sent, so two tabs and
 * the worker never send the same item at once; the server's key store covers a lost answer.
 */
export const OUTBOX_CHANNEL = "outbox";
/** `from`: the worker's items are handled by every open tab, a tab's own only by that tab. */
export type OutboxMessage = { type: "settled"; item: OutboxItem; from: "page" | "worker" };

export async function sendItem(item: OutboxItem): Promise<SendResult> {
  let res: Response;
  try {
    res = await fetch(item.path, {
      method: item.method,
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json", [IDEMPOTENCY_HEADER]: item.id },
      body: JSON.stringify(item.body),
    });
  } catch (error) {
    return { kind: "network", message: error instanceof Error ? error.message : String(error) };
  }
  let body: unknown;
  try {
    body = await res.json();
  } catch {
    body = undefined;
  }
  const code = (body as { code?: unknown } | undefined)?.code;
  return { kind: "answer", status: res.status, ...(typeof code === "string" ? { code } : {}), body };
}

/** Marks the item as being sent, unless another sender took it first. */
async function claim(db: PortalDb, id: string, now: Date): Promise<OutboxItem | null> {
  return db.transaction("rw", db.outbox, async () => {
    const current = await db.outbox.get(id);
    if (!current || !dueItems([current], now).length) return null;
    const sending: OutboxItem = { ...current, status: "sending", sendingSince: now.toISOString() };
    await db.outbox.put(sending);
    return sending;
  });
}

/** One pass over the due items; resolves with the settled items (done, failed or waiting for login). */
export async function replayOutbox(
  db: PortalDb,
  options: {
    send?: (item: OutboxItem) => Promise<SendResult>;
    only?: readonly string[];
    /** Who replays, as the settled news says: a page (default) or the worker. */
    from?: OutboxMessage["from"];
  } = {},
): Promise<{ sent: number; settled: OutboxItem[]; stillPending: number }> {
  const send = options.send ?? sendItem;
  const due = dueItems(await db.outbox.toArray(), new Date()).filter(
    (item) => !options.only || options.only.includes(item.id),
  );
  const settled: OutboxItem[] = [];
  const channel = typeof BroadcastChannel === "function" ? new BroadcastChannel(OUTBOX_CHANNEL) : null;
  let sent = 0;
  try {
    for (const candidate of due) {
      const item = await claim(db, candidate.id, new Date());
      if (!item) continue;
      // Never fetch inside a Dexie transaction: the claim is committed, the send happens outside.
      const result = await send(item);
      sent += 1;
      const next = afterSend(item, result, new Date());
      await db.outbox.put(next);
      if (next.status !== "pending") {
        settled.push(next);
        channel?.postMessage({ type: "settled", item: next, from: options.from ?? "page" } satisfies OutboxMessage);
      }
      // The network is gone: the rest would fail the same way; keep them for the next trigger.
      if (result.kind === "network") break;
    }
  } finally {
    channel?.close();
  }
  const stillPending = await db.outbox.where("status").anyOf("pending", "sending").count();
  return { sent, settled, stillPending };
}
