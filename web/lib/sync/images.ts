/**
 * Keeps images offline by fetching them through the offline worker, whose CacheFirst image cache
 * stores what passes (decision record 003). A page not yet controlled by the worker waits for it
 * a little: a fetch that bypasses the worker would be kept by nobody.
 */
const WAIT_FOR_WORKER_MS = 15_000;
const PARALLEL = 4;

async function workerControls(): Promise<boolean> {
  if (!("serviceWorker" in navigator)) return false;
  const container = navigator.serviceWorker;
  if (container.controller) return true;
  // On a first visit the worker registers after the page's load and then claims the page.
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(Boolean(container.controller)), WAIT_FOR_WORKER_MS);
    container.addEventListener(
      "controllerchange",
      () => {
        clearTimeout(timer);
        resolve(true);
      },
      { once: true },
    );
  });
}

export async function keepImagesOffline(urls: readonly string[], onProgress?: (done: number, total: number) => void) {
  const unique = [...new Set(urls)];
  if (unique.length === 0 || !(await workerControls())) return;
  let next = 0;
  let done = 0;
  onProgress?.(0, unique.length);
  const worker = async () => {
    while (next < unique.length) {
      const url = unique[next++];
      if (url === undefined) break;
      try {
        const res = await fetch(url, { credentials: "same-origin" });
        await res.blob();
      } catch {
        // offline again or missing: the next sync tries again
      }
      done += 1;
      onProgress?.(done, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, unique.length) }, worker));
}
