import { atom, store } from "../store.ts";

/**
 * Registers the offline worker (/sw.js, scope /) and handles its updates (spec section 4): when a
 * new version waits while the page is already controlled, the app asks; on yes the waiting worker
 * skips waiting and the page reloads when the new worker takes control.
 */
export const updateReadyAtom = atom(false);

const UPDATE_CHECK_MS = 60 * 60 * 1000;
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

  wb.addEventListener("installed", (event) => {
    if (!event.isUpdate && !wasControlled) {
      console.info("The app is cached and ready to work offline.");
      onOfflineReady();
    }
  });

  const registration = await wb.register();
  // Updates are otherwise found only on navigation (vite-plugin-pwa #482).
  const check = () => void registration?.update().catch(() => {});
  setInterval(check, UPDATE_CHECK_MS);
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "visible") check();
  });
}

export function applyUpdate(): void {
  store.set(updateReadyAtom, false);
  acceptUpdate?.();
}

export function postponeUpdate(): void {
  store.set(updateReadyAtom, false);
}
