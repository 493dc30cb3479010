import { msg } from "@lingui/core/macro";
import type { ContentProposalInput } from "../../../domain/content/proposal.ts";
import type { ContentDraft, ContentItem, ContentKind } from "../../../domain/content/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { onSessionEnd } from "../accounts/session.ts";
import { api } from "../api.ts";
import { i18n } from "../i18n.ts";
import { outboxDb, refreshWaiting, type SubmitResult, submitWrite } from "../outbox/outbox.ts";
import type { SettleContext } from "../outbox/settle-registry.ts";
import { notify } from "../toast.ts";

/**
 * The author's content writes (issue 21). A new submission goes through the outbox with the
 * Idempotency-Key made when the author pressed send, so offline it waits and is stored once; a
 * revision of a rejected item needs the connection and goes straight to the server. The draft is
 * kept on the device while typing and dropped once the submission is in the outbox.
 */
export const CONTENT_PATH = "/api/content";

async function deviceDb() {
  return (await import("../device/db.ts")).db;
}

export async function submitContent(
  proposal: ContentProposalInput,
  draftId: string,
): Promise<SubmitResult<{ id: string; status: string }>> {
  const result = await submitWrite<{ id: string; status: string }>({
    kind: "content_submission",
    path: CONTENT_PATH,
    body: proposal,
  });
  await (await deviceDb()).contentDrafts.delete(draftId);
  if (result.state === "sent") await refreshMyContent();
  return result;
}

export async function reviseContent(id: string, proposal: ContentProposalInput, draftId: string) {
  const answer = await api<{ id: string; status: string }>(`${CONTENT_PATH}/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: proposal,
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  await (await deviceDb()).contentDrafts.delete(draftId);
  await refreshMyContent();
  return answer;
}

/** The author's submissions from the server; offline or logged out, the device's copy stays. */
export async function refreshMyContent(): Promise<void> {
  try {
    const { items } = await api<{ items: ContentItem[] }>(`${CONTENT_PATH}/mine`);
    const db = await deviceDb();
    await db.transaction("rw", db.myContent, async () => {
      await db.myContent.clear();
      await db.myContent.bulkPut(items);
    });
  } catch {
    // Kept as it was until the next try.
  }
}

/** Saved on each change of the form, so a closed tab or a lost connection loses nothing typed. */
export async function saveDraft(draft: Omit<ContentDraft, "updatedAt">): Promise<void> {
  await (await deviceDb()).contentDrafts.put({ ...draft, updatedAt: new Date().toISOString() });
}

export async function latestDraft(kind: ContentKind, submissionId: string | null): Promise<ContentDraft | undefined> {
  const drafts = await (await deviceDb()).contentDrafts.orderBy("updatedAt").reverse().toArray();
  return drafts.find((draft) => draft.kind === kind && draft.submissionId === submissionId);
}

onSessionEnd(async () => {
  const db = await deviceDb();
  await Promise.all([db.myContent.clear(), db.contentDrafts.clear()]);
});

async function take(item: OutboxItem): Promise<boolean> {
  const db = await outboxDb();
  const taken = await db.transaction("rw", db.outbox, async () => {
    const current = await db.outbox.get(item.id);
    if (current?.status !== item.status) return false;
    await db.outbox.delete(item.id);
    return true;
  });
  if (taken) await refreshWaiting();
  return taken;
}

/** A submission settled by the outbox (sent after a reconnect): the list is read again and the author told. */
export async function settleContentSubmission(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    await refreshMyContent();
    if (foreground || !(await take(item))) return;
    void notify({ title: i18n._(msg`Your content was sent for moderation`), variant: "success" });
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  const reason =
    Object.values(item.lastError?.fields ?? {}).join(" ") ||
    item.lastError?.message ||
    i18n._(msg`The server did not accept it.`);
  void notify({ title: i18n._(msg`Failed to create content`), description: reason, variant: "error" });
}
