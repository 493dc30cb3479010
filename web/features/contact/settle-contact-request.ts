import { msg } from "@lingui/core/macro";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { i18n } from "../../lib/i18n.ts";
import { outboxDb, refreshWaiting } from "../../lib/outbox/outbox.ts";
import type { SettleContext } from "../../lib/outbox/settle-registry.ts";
import { notify } from "../../lib/toast.ts";

/**
 * A contact request that waited in the outbox and has now been answered (replayed here or by the
 * worker; settle-registry.ts): its author is told how it ended, a refusal with the server's reason,
 * and the item leaves the device. One tab tells it: the first to take the item out. A request sent
 * while its form waits is answered in the form.
 */
const PREVIEW_CHARS = 40;
const REFUSAL_TOAST_MS = 12_000;

export async function settleContactRequest(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (foreground || (item.status !== "done" && item.status !== "failed")) return;
  const db = await outboxDb();
  const taken = await db.transaction("rw", db.outbox, async () => {
    const current = await db.outbox.get(item.id);
    if (current?.status !== item.status) return null;
    await db.outbox.delete(item.id);
    return current;
  });
  if (!taken) return;
  await refreshWaiting();
  const body = taken.body as { message?: unknown; email?: unknown } | null;
  const text = String(body?.message ?? "").trim();
  const preview = text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS).trimEnd()}…` : text;
  if (taken.status === "done") {
    const email = String(body?.email ?? "");
    void notify({
      title: i18n._(msg`Thank you! Your request is on its way`),
      description: i18n._(msg`We will reply within one working day. A confirmation was sent to ${email}.`),
      variant: "success",
    });
    return;
  }
  const error = taken.lastError;
  const reason =
    Object.values(error?.fields ?? {}).join(" ") || error?.message || i18n._(msg`The server did not accept it.`);
  void notify({
    title: i18n._(msg`Your request was not sent`),
    description: i18n._(msg`“${preview}”: ${reason} Please write it again.`),
    variant: "error",
    durationMs: REFUSAL_TOAST_MS,
  });
}
