import { atom, store } from "../store.ts";

/**
 * Registers the offline worker (/sw.js, scope /) and handles its updates (spec section 4): when a
 * new version waits while the page is already controlled, the app asks; on yes the waiting worker
 * skips waiting and the page reloads when the new worker takes control.
 */
export const updateReadyAtom = atom(false);

/**
 * The offline worker finished its first install in this visit: the header says so quietly
 * (web/shell/header/offline-status.tsx) instead of a toast that would replace the user's own news.
 */
export const offlineReadyAtom = atom(false);

const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** After a first install failed, how long to wait for the connection before trying again anyway: 10 s, doubling up to 5 min. */
const INSTALL_RETRY_FIRST_MS = 10 * 1000;
const INSTALL_RETRY_MAX_MS = 5 * 60 * 1000;
let acceptUpdate: (() => void) | null = null;

export async function registerWorker(onOfflineReady: () => void): Promise<void> {
  if (!("serviceWorker" in navigator)) return;
  const { Workbox } = await import("workbox-window");
  const wb = new Workbox("/sw.js", { scope: "/", type: "module" });
  const wasControlled = Boolean(navigator.serviceWorker.controller);

  wb.addEventListener("waiting", () => {
    if (!navigator.serviceWorker.controller) return;
    acceptUpdate = () => {
      // Listen on the container itself: workbox's "controlling" misses the first update (#789).
      navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), { once: true });
      wb.messageSkipWaiting();
    };
    store.set(updateReadyAtom, true);
  });

  // The first install downloads the whole app; one download cut off by a dropped connection fails
  // it, and no worker is left. Without this the app would not work offline until the next page load.
  wb.addEventListener("redundant", () => {
    if (!navigator.serviceWorker.controller) retryFirstInstall(onOfflineReady);
  });

  wb.addEventListener("installed", (event) => {
    if (!event.isUpdate && !wasControlled) {
      console.info("The app is cached and ready to work offline.");
      onOfflineReady();
    }
  });

  let registration: ServiceWorkerRegistration | undefined;
  try {
    registration = await wb.register();
  } catch (error) {
    // The worker's script could not even be fetched (the connection dropped right then).
    if (!navigator.serviceWorker.controller) retryFirstInstall(onOfflineReady);
    throw error;
  }
  // Updates are otherwise found only on navigation (vite-plugin-pwa #482).
  const check = () => void registration?.update().catch(() => {});
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

/** Registers the worker again when the connection returns (or after a while), until one installs. */
function retryFirstInstall(onOfflineReady: () => void, delay = INSTALL_RETRY_FIRST_MS): void {
  const again = () => retryFirstInstall(onOfflineReady, Math.min(delay * 2, INSTALL_RETRY_MAX_MS));
  const retry = () => {
    window.removeEventListener("online", retry);
    clearTimeout(timer);
    navigator.serviceWorker
      .register("/sw.js", { scope: "/", type: "module" })
      .then((registration) => {
        const worker = registration.installing;
        worker?.addEventListener("statechange", () => {
          if (worker.state === "activated") onOfflineReady();
          if (worker.state === "redundant" && !navigator.serviceWorker.controller) again();
        });
      })
      .catch(again);
  };
  window.addEventListener("online", retry);
  const timer = setTimeout(retry, delay);
}

export function applyUpdate(): void {
  store.set(updateReadyAtom, false);
  acceptUpdate?.();
}

export function postponeUpdate(): void {
  store.set(updateReadyAtom, false);
}
