import { msg } from "@lingui/core/macro";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import type { OwnerYacht, YachtListing } from "../../../domain/owners/listing.ts";
import type { Revenue } from "../../../domain/owners/revenue.ts";
import { onSessionEnd } from "../accounts/session.ts";
import { api } from "../api.ts";
import { i18n } from "../i18n.ts";
import { outboxDb, refreshWaiting, type SubmitResult, submitWrite } from "../outbox/outbox.ts";
import type { SettleContext } from "../outbox/settle-registry.ts";
import { notify } from "../toast.ts";

/**
 * The owner's writes and reads (issue 19). A new listing goes through the outbox with the key made
 * when the owner pressed save, so a draft written at the pier waits for the connection; an edit of
 * an existing listing needs the connection (it may be under review) and goes straight through.
 */
export const OWNER_YACHTS_PATH = "/api/owner/yachts";

async function deviceDb() {
  return (await import("../device/db.ts")).db;
}

export async function keepOwnerYacht(yacht: OwnerYacht): Promise<void> {
  await (await deviceDb()).ownerYachts.put(yacht);
}

export function createListing(listing: YachtListing, draft: boolean): Promise<SubmitResult<OwnerYacht>> {
  return submitWrite<OwnerYacht>({ kind: "owner_listing", path: OWNER_YACHTS_PATH, body: { listing, draft } });
}

export async function updateListing(id: string, listing: YachtListing, draft: boolean): Promise<OwnerYacht> {
  const yacht = await api<OwnerYacht>(`${OWNER_YACHTS_PATH}/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { listing, draft },
    headers: { "Idempotency-Key": crypto.randomUUID() },
  });
  await keepOwnerYacht(yacht);
  return yacht;
}

/** The owner's listings and revenue from the server; offline, what the device has stays. */
export async function refreshOwnerData(): Promise<void> {
  try {
    const [{ items }, revenue] = await Promise.all([
      api<{ items: OwnerYacht[] }>(OWNER_YACHTS_PATH),
      api<Revenue>("/api/owner/revenue"),
    ]);
    const db = await deviceDb();
    await db.transaction("rw", db.ownerYachts, db.ownerRevenue, async () => {
      await db.ownerYachts.clear();
      await db.ownerYachts.bulkPut(items);
      await db.ownerRevenue.put({ ...revenue, key: "all", fetchedAt: Date.now() });
    });
  } catch {
    // Kept as it was until the next try.
  }
}

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

/** A listing sent from the outbox: kept on the device, and told when the form is no longer open. */
export async function settleOwnerListing(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (item.status === "done") {
    await keepOwnerYacht(item.result as OwnerYacht);
    if (foreground || !(await take(item))) return;
    void notify({ title: i18n._(msg`Your yacht listing is saved`), variant: "success" });
    return;
  }
  if (item.status !== "failed" || foreground || !(await take(item))) return;
  void notify({
    title: i18n._(msg`Your yacht listing was not saved`),
    description: item.lastError?.message ?? "",
    variant: "error",
  });
}

onSessionEnd(async () => {
  const db = await deviceDb();
  await Promise.all([db.ownerYachts.clear(), db.ownerRevenue.clear()]);
});

/** The private iCal feed's address of a listed yacht; renewing cuts off the old one. */
export async function calendarFeedUrl(id: string, renew = false): Promise<string> {
  const path = `${OWNER_YACHTS_PATH}/${encodeURIComponent(id)}/calendar${renew ? "/renew" : ""}`;
  const { url } = await api<{ url: string }>(path, renew ? { method: "POST" } : {});
  return url;
}
