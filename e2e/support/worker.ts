import type { Page } from "playwright-core";

/**
 * Waits until the offline worker controls the page, i.e. until a reload could be served offline.
 * Bounded, so a worker that never takes control fails here by name rather than as a test timeout.
 */
export async function waitForWorkerControl(page: Page, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), null, { timeout });
}

/** Asks the worker what it keeps, through a message channel (the `cache-stats` message). */
export function cacheStats(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ caches: { name: string; entries: number; bytes: number }[]; totalBytes: number }>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event) => resolve(event.data);
        navigator.serviceWorker.controller?.postMessage({ type: "cache-stats" }, [channel.port2]);
      }),
  );
}
