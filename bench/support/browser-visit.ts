/**
 * A phone visitor in Playwright's Chromium, for what Lighthouse does not say: the gzipped JavaScript a
 * first visit downloads before the load event (as bench/first-load.ts counts it), and the repeat view
 * offline, where the offline worker must serve the page and the device copy must paint it. Only URLs
 * and a selector every version of a page shows are used, so the figures hold whether the first screen
 * is painted by the server's HTML or by the app.
 */
import { gzipSync } from "node:zlib";
import type { Browser, Page, Request } from "playwright-core";
import { newContext } from "../../e2e/support/browser.ts";
import { waitForWorkerControl } from "../../e2e/support/worker.ts";
import { median } from "./lighthouse-runner.ts";

export type VisitFigures = {
  /** Gzipped bytes (level 9) of the scripts asked for before the load event. */
  jsBeforeLoadGz: number;
  scriptsBeforeLoad: number;
  /** The first online visit saw the catalogue's sync finish (its pictures kept for offline). */
  synced: boolean;
  /** Median over the offline reloads, in ms from navigation start; NaN when never seen. */
  offlineFcpMs: number;
  offlineContentMs: number;
  /** Every offline reload's document came from the offline worker. */
  fromWorker: boolean;
  offlineRuns: number;
  failure?: string;
};

const STEP_TIMEOUT_MS = 45_000;
const SYNC_TIMEOUT_MS = 120_000;

/** Runs in every document before the app: notes when the frame showing `selector` has been painted. */
function watchContent(selector: string): void {
  const mark = window as unknown as { __contentAt?: number };
  const seen = () => {
    const element = document.querySelector(selector);
    if (!element || element.getClientRects().length === 0 || !element.checkVisibility()) return false;
    // A task queued in the frame's animation callback runs once that frame is painted.
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        mark.__contentAt ??= performance.now();
      };
      channel.port2.postMessage(null);
    });
    return true;
  };
  if (seen()) return;
  const observer = new MutationObserver(() => {
    if (seen()) observer.disconnect();
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
}

export async function measureVisit(browser: Browser, url: string, selector: string, runs: number) {
  const context = await newContext(browser, { viewport: "phone" });
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  await context.addInitScript(watchContent, selector);
  const figures: VisitFigures = {
    jsBeforeLoadGz: 0,
    scriptsBeforeLoad: 0,
    synced: false,
    offlineFcpMs: Number.NaN,
    offlineContentMs: Number.NaN,
    fromWorker: false,
    offlineRuns: 0,
  };
  try {
    const page = await context.newPage();
    // The sync engine says so on the console once the rows are stored and the pictures kept.
    const synced = page
      .waitForEvent("console", { predicate: (m) => m.text().startsWith("Catalogue synced"), timeout: SYNC_TIMEOUT_MS })
      .then(() => true)
      .catch(() => false);
    const scripts = await firstVisit(page, url);
    figures.jsBeforeLoadGz = scripts.reduce((sum, size) => sum + size, 0);
    figures.scriptsBeforeLoad = scripts.length;
    await page.waitForSelector(selector, { state: "visible" });
    await waitForWorkerControl(page, STEP_TIMEOUT_MS);
    figures.synced = await synced;

    await context.setOffline(true);
    const fcp: number[] = [];
    const content: number[] = [];
    let fromWorker = true;
    for (let run = 0; run < runs; run += 1) {
      const response = await page.reload({ waitUntil: "load" });
      fromWorker &&= response?.fromServiceWorker() ?? false;
      // Chromium files the FCP entry a moment after the frame is presented: wait for both.
      await page.waitForFunction(
        () =>
          (window as { __contentAt?: number }).__contentAt !== undefined &&
          performance.getEntriesByName("first-contentful-paint").length > 0,
      );
      const timing = await page.evaluate(() => ({
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        content: (window as { __contentAt?: number }).__contentAt ?? Number.NaN,
      }));
      fcp.push(timing.fcp);
      // Content is never painted before the first contentful paint, whose time Chromium takes later
      // (when the frame is presented) than a script can see the frame.
      content.push(Math.max(timing.content, timing.fcp));
    }
    figures.offlineRuns = runs;
    figures.fromWorker = fromWorker;
    figures.offlineFcpMs = Math.round(median(fcp));
    figures.offlineContentMs = Math.round(median(content));
  } catch (error) {
    figures.failure = (error instanceof Error ? error.message : String(error)).split("\n")[0];
  } finally {
    await context.close();
  }
  return figures;
}

/**
 * The gzipped size of each script the page asked for before its load event, as bench/first-load.ts
 * counts. Not "finished before": the language catalog, asked for early, finishes on either side of the
 * load event from one visit to the next, and a figure that moves by 15 KB at random says nothing.
 */
async function firstVisit(page: Page, url: string): Promise<number[]> {
  let loaded = false;
  const requestedBeforeLoad = new Set<Request>();
  const pending: Promise<number>[] = [];
  page.once("load", () => {
    loaded = true;
  });
  page.on("request", (request) => {
    if (!loaded && request.resourceType() === "script") requestedBeforeLoad.add(request);
  });
  page.on("requestfinished", (request) => {
    if (!requestedBeforeLoad.has(request)) return;
    pending.push(
      request
        .response()
        .then((response) => response?.body() ?? Buffer.alloc(0))
        .then((body) => gzipSync(body, { level: 9 }).length)
        .catch(() => 0),
    );
  });
  page.on("requestfailed", (request) => {
    if (requestedBeforeLoad.has(request)) pending.push(Promise.resolve(0));
  });
  await page.goto(url, { waitUntil: "load" });
  const deadline = Date.now() + STEP_TIMEOUT_MS;
  while (pending.length < requestedBeforeLoad.size && Date.now() < deadline) await page.waitForTimeout(100);
  return Promise.all(pending);
}
