import { msg } from "@lingui/core/macro";
import { placeholderId } from "../../../../domain/bookings/device.ts";
import type { Booking } from "../../../../domain/bookings/types.ts";
import type { OutboxItem } from "../../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../../../lib/accounts/session.ts";
import { db } from "../../../lib/device/db.ts";
import { i18n } from "../../../lib/i18n.ts";
import { refreshWaiting } from "../../../lib/outbox/outbox.ts";
import type { SettleContext } from "../../../lib/outbox/settle-registry.ts";
import { store } from "../../../lib/store.ts";
import { notify } from "../../../lib/toast.ts";

/**
 * Places on a trip booked offline and sent by the outbox later (decision records 069 and 073): the
 * server's booking joins the device's bookings once, the item leaves the device, and the user is told
 * (a refusal with the server's reason). One tab tells it: the first to take the item out. A booking
 * sent while its form waits is shown by the form, which takes its item out itself.
 */
const REFUSAL_TOAST_MS = 12_000;

export async function settleTripBooking(item: OutboxItem, { foreground }: SettleContext): Promise<void> {
  if (foreground || (item.status !== "done" && item.status !== "failed")) return;
  const taken = await db.transaction("rw", db.outbox, db.bookings, async () => {
    const current = await db.outbox.get(item.id);
    if (current?.status !== item.status) return null;
    await db.outbox.delete(item.id);
    // Its placeholder in My bookings gives way to the server's booking, or to the refusal's toast.
    await db.bookings.delete(placeholderId(item.id));
    const booking = current.result as Booking | undefined;
    const mine = booking?.customerId !== undefined && booking.customerId === store.get(sessionUserAtom)?.id;
    if (current.status === "done" && booking && mine) {
      const kept = await db.bookings.get(booking.id);
      // A newer state of it (paid, cancelled) may have come from a list read meanwhile.
      if (!kept || kept.updatedAt <= booking.updatedAt) await db.bookings.put(booking);
    }
    return current;
  });
  if (!taken) return;
  await refreshWaiting();
  if (taken.status === "done") {
    void notify({
      title: i18n._(msg`Your trip booking was sent`),
      description: i18n._(msg`Your places are kept for 48 hours: pay for them in My bookings.`),
      variant: "success",
    });
    return;
  }
  const error = taken.lastError;
  const reason =
    Object.values(error?.fields ?? {}).join(" ") || error?.message || i18n._(msg`The server did not accept it.`);
  void notify({
    title: i18n._(msg`Your trip booking was not sent`),
    description: reason,
    variant: "error",
    durationMs: REFUSAL_TOAST_MS,
  });
}
