import { onSessionEnd, sessionUserAtom } from "../accounts/session.ts";
import { onOutboxSettled } from "../outbox/outbox.ts";
import { store } from "../store.ts";
import { dropDeviceBookings, reconcileDeviceBookings, refreshMyBookings } from "./device-bookings.ts";

/**
 * When the device copy of the user's bookings is brought up to date (issue 5): at app start, on
 * `online`, after a login, and after the outbox settles a booking request (here, in another tab or
 * in the worker). /bookings also refreshes when it opens. The copy is dropped when the session ends.
 */
let started = false;

export async function updateDeviceBookings(): Promise<void> {
  try {
    await reconcileDeviceBookings();
    await refreshMyBookings();
    // A request accepted while the list was on its way: its placeholder goes after the list.
    await reconcileDeviceBookings();
  } catch (error) {
    console.warn("The bookings on this device could not be updated:", error);
  }
}

export function startBookingSync(): void {
  if (started) return;
  started = true;
  onSessionEnd(() => dropDeviceBookings());
  onOutboxSettled((item) => {
    if (item.kind === "booking") void updateDeviceBookings();
  });
  window.addEventListener("online", () => void updateDeviceBookings());
  let lastUser = store.get(sessionUserAtom)?.id ?? null;
  store.sub(sessionUserAtom, () => {
    const id = store.get(sessionUserAtom)?.id ?? null;
    if (id && id !== lastUser) void updateDeviceBookings();
    lastUser = id;
  });
  void updateDeviceBookings();
}
