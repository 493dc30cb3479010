/** How long work waiting for an idle moment after the load event waits at most. */
const IDLE_TIMEOUT_MS = 1000;

let loaded: Promise<void> | null = null;

/**
 * Resolves once the page's load event has passed and the browser then had an idle moment (at
 * most a second later): where work that no first screen needs starts (the device database, the
 * sync, the worker, the outbox; decision record 072), so it neither competes with the first
 * paint and the takeover of the server's HTML nor delays the load event.
 */
export function afterLoadIdle(): Promise<void> {
  loaded ??= new Promise<void>((resolve) => {
    const idle = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(resolve, 0);
    };
    if (document.readyState === "complete") idle();
    else window.addEventListener("load", idle, { once: true });
  });
  return loaded;
}
