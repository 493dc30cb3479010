import { type DeviceBooking, isBooking } from "../../../../domain/bookings/device.ts";
import { db } from "../../../lib/device/db.ts";
import { useLiveQuery } from "../../../lib/use-live-query.ts";

/**
 * The booking the flow made, live from the device. A placeholder accepted by the server while the
 * flow is open is followed to the booking that replaced it. `null`: not on this device.
 */
export function useSentBooking(id: string | undefined): DeviceBooking | null | undefined {
  return useLiveQuery(async () => {
    if (!id) return null;
    const row = await db.bookings.get(id);
    if (row || !id.startsWith("local:")) return row ?? null;
    const item = await db.outbox.get(id.slice("local:".length));
    if (item?.status !== "done" || !isBooking(item.result)) return null;
    return (await db.bookings.get(item.result.id)) ?? item.result;
  }, [id]);
}
