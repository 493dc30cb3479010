/**
 * The long tasks of a page's start on a phone-class CPU (Chromium's CPU throttled 4×, as Lighthouse
 * simulates a phone): each task over 50 ms between navigation and a few seconds after the load event,
 * beside the first paint, the largest paint, the load event and the app's own marks
 * (`performance.mark("app:…")`, set in web/main.tsx).
 *   node bench/long-tasks.ts [path] [--runs N]      (needs a build: npm run build)
 */
import { launchBrowser, newContext } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const pagePath = args.find((a, i) => !a.startsWith("--") && i !== runsAt + 1) ?? "/";

/** Runs in the page before anything else: keeps the long tasks and the largest paint. */
function observe(): void {
  const seen = window as unknown as { __tasks: { start: number; duration: number }[]; __lcp: number };
  seen.__tasks = [];
  seen.__lcp = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.__tasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: "longtask", buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.__lcp = entry.startTime;
  }).observe({ type: "largest-contentful-paint", buffered: true });
}

const server = await startServer();
const browser = await launchBrowser();
try {
  for (let run = 0; run < runs; run += 1) {
    const context = await newContext(browser, { viewport: "phone", serviceWorkers: "block" });
    await context.addInitScript(observe);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
    await page.goto(`${server.url}${pagePath}`, { waitUntil: "load" });
    await page.waitForTimeout(4000);
    const result = await page.evaluate(() => {
      const seen = window as unknown as { __tasks: { start: number; duration: number }[]; __lcp: number };
      const nav = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
      return {
        tasks: seen.__tasks,
        lcp: seen.__lcp,
        fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
        load: nav?.loadEventStart ?? Number.NaN,
        domContentLoaded: nav?.domContentLoadedEventStart ?? Number.NaN,
        marks: performance.getEntriesByType("mark").map((m) => ({ name: m.name, at: m.startTime })),
      };
    });
    const events = [
      { name: "FCP", at: result.fcp },
      { name: "LCP", at: result.lcp },
      { name: "DOMContentLoaded", at: result.domContentLoaded },
      { name: "load", at: result.load },
      ...result.marks,
      ...result.tasks.map((t) => ({ name: `long task ${Math.round(t.duration)} ms`, at: t.start })),
    ].sort((a, b) => a.at - b.at);
    const blocking = result.tasks.reduce((sum, t) => sum + Math.max(0, t.duration - 50), 0);
    console.log(`${pagePath} run ${run + 1}: ${result.tasks.length} long tasks, ${Math.round(blocking)} ms over 50 ms`);
    for (const event of events) console.log(`  ${String(Math.round(event.at)).padStart(6)} ms  ${event.name}`);
    await context.close();
  }
} finally {
  await browser.close();
  await server.dispose();
}
