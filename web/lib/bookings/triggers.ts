import { onSessionEnd, sessionUserAtom } from "../accounts/session.ts";
import { store } from "../store.ts";
import { dropDeviceBookings, reconcileDeviceBookings, refreshMyBookings } from "./device-bookings.ts";

/**
 * When the device copy of the user's bookings is brought up to date (issue 5): at app start, on
 * `online`, after a login, and when /bookings opens. A booking request the outbox settles is put in
 * by its settle handler (settleBookingRequest), with no list read. The copy is dropped when the
 * session ends.
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
  window.addEventListener("online", () => void updateDeviceBookings());
  let lastUser = store.get(sessionUserAtom)?.id ?? null;
  store.sub(sessionUserAtom, () => {
    const id = store.get(sessionUserAtom)?.id ?? null;
    if (id && id !== lastUser) void updateDeviceBookings();
    lastUser = id;
  });
  void updateDeviceBookings();
}
