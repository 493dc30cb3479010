import type { Page } from "playwright-core";

/** Waits until the offline worker controls the page, i.e. until a reload could be served offline. */
export async function waitForWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (navigator.serviceWorker.controller) return;
    await new Promise<void>((resolve) =>
      navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
    );
  });
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
