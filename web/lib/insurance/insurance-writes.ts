import { msg } from "@lingui/core/macro";
import type { InsuranceRequestInput } from "../../../domain/insurance/request.ts";
import type { InsuranceRequestView, SelectAnswer } from "../../../domain/insurance/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { onSessionEnd } from "../accounts/session.ts";
import { api } from "../api.ts";
import { i18n } from "../i18n.ts";
import { outboxDb, refreshWaiting, type SubmitResult, submitWrite } from "../outbox/outbox.ts";
import type { SettleContext } from "../outbox/settle-registry.ts";
import { notify } from "../toast.ts";

/**
 * The insurance writes. A request goes through the outbox (decision record 003) with the
 * Idempotency-Key made when the user pressed send, so offline it waits and reaches the insurers
 * once; its settle handler fetches the quotes into the device's copy. Choosing a quote needs the
 * connection (the insurer is mailed at once) and goes straight to the server.
 */
export const INSURANCE_PATH = "/api/insurance/requests";

export function submitInsuranceRequest(request: InsuranceRequestInput): Promise<SubmitResult<{ id: string }>> {
  return submitWrite<{ id: string }>({ kind: "insurance_request", path: INSURANCE_PATH, body: request });
}

async function deviceDb() {
  return (await import("../device/db.ts")).db;
}

/** One request with its quotes, from the server into the device. */
export async function refreshInsuranceRequest(id: string): Promise<InsuranceRequestView> {
  const view = await api<InsuranceRequestView>(`${INSURANCE_PATH}/${encodeURIComponent(id)}`);
  await (await deviceDb()).insuranceRequests.put(view);
  return view;
}

/** All of the user's requests; offline or logged out, what the device has stays. */
export async function refreshInsuranceRequests(): Promise<void> {
  try {
    const { items } = await api<{ items: InsuranceRequestView[] }>(INSURANCE_PATH);
    const db = await deviceDb();
    await db.transaction("rw", db.insuranceRequests, async () => {
      await db.insuranceRequests.clear();
      await db.insuranceRequests.bulkPut(items);
    });
  } catch {
    // Kept as it was until the next try.
  }
}

export async function selectInsuranceQuote(id: string, quoteId: string): Promise<SelectAnswer> {
  const answer = await api<SelectAnswer>(`${INSURANCE_PATH}/${encodeURIComponent(id)}/select`, {
    method: "POST",
    body: { quoteId },
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  await refreshInsuranceRequest(id).catch(() => undefined);
  return answer;
}

onSessionEnd(async () => {
  await (await deviceDb()).insuranceRequests.clear();
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

/** A request settled by the outbox: its quotes come to the device; a replay's outcome is told. */
export async function settleInsuranceRequest(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    const { id } = item.result as { id: string };
    await refreshInsuranceRequest(id).catch(() => undefined);
    if (foreground || !(await take(item))) return;
    void notify({ title: i18n._(msg`Your insurance request was sent`), variant: "success" });
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  const reason =
    Object.values(item.lastError?.fields ?? {}).join(" ") ||
    item.lastError?.message ||
    i18n._(msg`The server did not accept it.`);
  void notify({ title: i18n._(msg`Error submitting quote request`), description: reason, variant: "error" });
}
