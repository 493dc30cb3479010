import { msg } from "@lingui/core/macro";
import type { CommentRequest, JoinRequest } from "../../../domain/events/rules.ts";
import type { EventComment, JoinAnswer } from "../../../domain/events/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import type { PaymentRequest } from "../../../domain/payments/payment.ts";
import { onSessionEnd } from "../accounts/session.ts";
import { api } from "../api.ts";
import { i18n } from "../i18n.ts";
import { outboxDb, refreshWaiting, type SubmitResult, submitWrite } from "../outbox/outbox.ts";
import type { SettleContext } from "../outbox/settle-registry.ts";
import { requestSync } from "../sync/request-sync.ts";
import { notify } from "../toast.ts";

/**
 * The events' writes. Joining and commenting go through the outbox (decision record 003) with the
 * Idempotency-Key made when the user acted, so offline they wait and are shown as waiting, and
 * reach the server once; their settle handlers (web/boot/settle-handlers.ts) write the answer into
 * the device's copy. Leaving and paying need the connection and go straight to the server.
 */
const eventPath = (eventId: string) => `/api/events/${encodeURIComponent(eventId)}`;

export function joinEvent(eventId: string, request: JoinRequest): Promise<SubmitResult<JoinAnswer>> {
  return submitWrite<JoinAnswer>({ kind: "event_join", path: `${eventPath(eventId)}/join`, body: request });
}

export function commentOnEvent(eventId: string, request: CommentRequest): Promise<SubmitResult<EventComment>> {
  return submitWrite<EventComment>({ kind: "event_comment", path: `${eventPath(eventId)}/comments`, body: request });
}

async function deviceDb() {
  return (await import("../device/db.ts")).db;
}

async function applyAnswer(
  answer: JoinAnswer | { eventId: string; status: null; participants: number; waitlisted: number },
) {
  const db = await deviceDb();
  await db.transaction("rw", db.events, db.myEventEntries, async () => {
    if (answer.status) await db.myEventEntries.put({ eventId: answer.eventId, status: answer.status });
    else await db.myEventEntries.delete(answer.eventId);
    await db.events.update(answer.eventId, { participants: answer.participants, waitlisted: answer.waitlisted });
  });
  void requestSync();
}

export async function leaveEvent(eventId: string): Promise<void> {
  const answer = await api<{ eventId: string; status: null; participants: number; waitlisted: number }>(
    `${eventPath(eventId)}/join`,
    { method: "DELETE", headers: { "Idempotency-Key": crypto.randomUUID() } },
  );
  await applyAnswer(answer);
}

export async function payEntry(eventId: string, request: PaymentRequest) {
  const answer = await api<{ eventId: string; paymentStatus: string; status: JoinAnswer["status"] }>(
    `${eventPath(eventId)}/join/payments`,
    { method: "POST", body: request, headers: { "Idempotency-Key": crypto.randomUUID() } },
  );
  const db = await deviceDb();
  await db.myEventEntries.put({ eventId, status: answer.status });
  void requestSync();
  return answer;
}

/** The signed-in user's entries from the server; offline, the device's copy stands. */
export async function refreshMyEntries(): Promise<void> {
  try {
    const { items } = await api<{ items: { eventId: string; status: JoinAnswer["status"] }[] }>("/api/events/mine");
    const db = await deviceDb();
    await db.transaction("rw", db.myEventEntries, async () => {
      await db.myEventEntries.clear();
      await db.myEventEntries.bulkPut(items);
    });
  } catch {
    // Offline or logged out meanwhile: what the device has stays until the next try.
  }
}

onSessionEnd(async () => {
  const db = await deviceDb();
  await db.myEventEntries.clear();
});

/** Takes a settled item out of the outbox, once per device: answers it, or null if another tab did. */
async function take(item: OutboxItem): Promise<OutboxItem | null> {
  const db = await outboxDb();
  const taken = await db.transaction("rw", db.outbox, async () => {
    const current = await db.outbox.get(item.id);
    if (current?.status !== item.status) return null;
    await db.outbox.delete(item.id);
    return current;
  });
  if (taken) await refreshWaiting();
  return taken;
}

const reasonOf = (item: OutboxItem) =>
  Object.values(item.lastError?.fields ?? {}).join(" ") ||
  item.lastError?.message ||
  i18n._(msg`The server did not accept it.`);

/** A join settled by the outbox: the answer goes into the device's copy; a replay's outcome is told. */
export async function settleEventJoin(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    await applyAnswer(item.result as JoinAnswer);
    if (foreground || !(await take(item))) return;
    const status = (item.result as JoinAnswer).status;
    void notify({
      title:
        status === "waitlisted"
          ? i18n._(msg`You are on the waitlist`)
          : status === "pending_payment"
            ? i18n._(msg`Your place is held until the entry fee is paid`)
            : i18n._(msg`You have joined the event`),
      variant: "success",
    });
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  void notify({ title: i18n._(msg`Your entry was not sent`), description: reasonOf(item), variant: "error" });
}

/** A comment settled by the outbox: it joins the event's comments on the device at once. */
export async function settleEventComment(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    const comment = item.result as EventComment;
    const eventId = decodeURIComponent(item.path.split("/")[3] ?? "");
    const db = await deviceDb();
    await db.transaction("rw", db.events, async () => {
      const event = await db.events.get(eventId);
      if (!event || event.comments.some((c) => c.id === comment.id)) return;
      await db.events.update(eventId, {
        comments: [...event.comments, comment],
        commentCount: event.commentCount + 1,
      });
    });
    void requestSync();
    if (!foreground) await take(item);
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  void notify({ title: i18n._(msg`Your comment was not sent`), description: reasonOf(item), variant: "error" });
}
