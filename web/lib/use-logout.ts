import { msg } from "@lingui/core/macro";
import { useNavigate } from "@tanstack/react-router";
import { accountMessages } from "../../domain/messages/accounts.ts";
import { ApiError } from "./api.ts";
import { i18n } from "./i18n.ts";
import { logout } from "./session.ts";
import { notify } from "./toast.ts";

/** Logout as the header offers it (spec sections 2, 4, 8): toast, then home, on success and on failure. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Requests still waiting leave with their author (decision record 050).
    await import("./bookings/device-bookings.ts")
      .then((bookings) => bookings.forgetUnsentRequests())
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
