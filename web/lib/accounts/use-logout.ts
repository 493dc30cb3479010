import { msg } from "@lingui/core/macro";
import { useNavigate } from "@tanstack/react-router";
import { accountMessages } from "../../../domain/accounts/messages.ts";
import { ApiError } from "../api.ts";
import { i18n } from "../i18n.ts";
import { store } from "../store.ts";
import { notify } from "../toast.ts";
import { logout, logoutWarningAtom } from "./session.ts";

const bookingsModule = () => import("../bookings/device-bookings.ts");
const outboxModule = () => import("../outbox/outbox.ts");

/**
 * Logout as the header offers it (spec sections 2, 4, 8). Booking requests and other writes in the
 * user's name still waiting on the device leave with their author (decision record 050), so with
 * any waiting the user is asked first.
 */
export function useLogout(): () => Promise<void> {
  const logoutNow = useLogoutNow();
  return async () => {
    const [bookings, personal] = await Promise.all([
      bookingsModule()
        .then((module) => module.countUnsentRequests())
        .catch(() => 0),
      outboxModule()
        .then((module) => module.countUnsentPersonalWrites())
        .catch(() => 0),
    ]);
    const others = Math.max(0, personal - bookings);
    if (bookings + others > 0) store.set(logoutWarningAtom, { bookings, others });
    else await logoutNow();
  };
}

/** Logs out at once: toast, then home, on success and on failure. */
export function useLogoutNow(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    store.set(logoutWarningAtom, null);
    await bookingsModule()
      .then((bookings) => bookings.forgetUnsentRequests())
      .then(() => outboxModule())
      .then((outbox) => outbox.forgetUnsentPersonalWrites())
      .catch((error) => console.warn("Waiting requests could not be cleared:", error));
    const failure = await logout();
    if (failure) {
      const description = failure instanceof ApiError && failure.body?.message ? failure.body.message : failure.message;
      void notify({ title: i18n._(msg`Logout failed`), description, variant: "error" });
    } else {
      void notify({
        title: i18n._(msg`Logged out`),
        description: i18n._(accountMessages.loggedOut),
        variant: "success",
      });
    }
    await navigate({ to: "/" });
  };
}
