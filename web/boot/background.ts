import { msg } from "@lingui/core/macro";
import { sessionUserAtom } from "../lib/accounts/session.ts";
import { afterLoadIdle } from "../lib/after-load.ts";
import { i18n } from "../lib/i18n.ts";
import { watchNetwork } from "../lib/network.ts";
import { offlineReadyAtom, registerWorker } from "../lib/pwa/register-worker.ts";
import { requestPersistentStorage } from "../lib/pwa/storage.ts";
import { store } from "../lib/store.ts";
import { notify } from "../lib/toast.ts";

/**
 * What runs beside the screens once the first page is up: the offline worker, persistent
 * storage, the catalogue's sync, and the online/offline toasts (spec section 4). Started after
 * the load event, when the browser is idle, so none of it competes with the first paint or the
 * takeover of the server's HTML.
 */
export function startBackgroundServices(): void {
  watchNetwork((online) => {
    void notify(
      online
        ? { title: i18n._(msg`Back online`), variant: "success" }
        : {
            title: i18n._(msg`You are offline`),
            description: i18n._(msg`Saved pages stay readable, and what you send waits for the connection.`),
          },
    );
  });

  const afterLoad = () => {
    // Said quietly in the header (offline-status.tsx): a toast here replaced the user's own news,
    // such as the login's welcome on a fresh device.
    void registerWorker(() => store.set(offlineReadyAtom, true)).catch((error) =>
      console.warn("The offline worker could not be registered:", error),
    );
    void requestPersistentStorage();
    // The catalogue's sync engine and the outbox bring Dexie with them: loaded after the first paint.
    void import("../lib/sync/triggers.ts").then(({ startCatalogueSync }) => startCatalogueSync());
    void import("../lib/outbox/triggers.ts").then(({ startOutbox }) => startOutbox());
    // A user's bookings: only someone logged in has any, so visitors never download this.
    const startBookings = () => {
      if (!store.get(sessionUserAtom)) return;
      unsubscribe();
      void import("../lib/bookings/triggers.ts").then(({ startBookingSync }) => startBookingSync());
    };
    const unsubscribe = store.sub(sessionUserAtom, startBookings);
    startBookings();
  };
  void afterLoadIdle().then(afterLoad);
}
