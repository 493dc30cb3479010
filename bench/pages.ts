/**
 * Every public page against the goals of issue 13, on the production build:
 *   node bench/pages.ts [--runs N] [--pages /yachts,/]      (needs a build: npm run build)
 * For each page: the median of N Lighthouse mobile runs (performance, LCP, TBT, CLS), the gzipped
 * JavaScript before the load event, and the repeat view offline (served by the worker, painted from
 * the device copy). Prints a table and writes bench/results/pages.md and .json; a run of every page
 * also writes docs/performance.md, which the README links. Every wait is bounded, so it ends by itself.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { LaunchedChrome } from "chrome-launcher";
import type { Browser } from "playwright-core";
import { launchBrowser } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";
import { measureVisit } from "./support/browser-visit.ts";
import { launchChrome, median, runLighthouse } from "./support/lighthouse-runner.ts";
import { consoleTable, currentLoad, markdown, type PageResult } from "./support/pages-report.ts";

const args = process.argv.slice(2);
const option = (name: string) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : undefined;
};
const runs = Number(option("--runs") ?? 5);
if (!Number.isInteger(runs) || runs < 1) throw new Error("--runs takes a whole number of 1 or more");

/** The pages of issue 13 and what shows each one's main content (a card link, else the heading). */
const PAGES: { path: string; content: string }[] = [
  { path: "/", content: "h1" },
  { path: "/yachts", content: 'a[href^="/yachts/"], a[href^="/yacht/"]' },
  { path: "/yacht/{yacht}", content: "h1" },
  { path: "/destinations", content: 'a[href^="/destination/"]' },
  { path: "/destination/{destination}", content: "h1" },
  { path: "/trip-packages", content: 'a[href^="/trips/"]' },
  { path: "/trips/{trip}", content: "h1" },
  { path: "/skippered-charters", content: 'a[href^="/yachts/"], a[href^="/yacht/"]' },
  { path: "/services", content: "h1" },
];
const chosen = option("--pages")?.split(",") ?? null;
const pages = chosen
  ? PAGES.filter((p) => chosen.includes(p.path) || chosen.includes(p.path.split("/{")[0] ?? ""))
  : PAGES;
if (pages.length === 0) throw new Error(`--pages names none of ${PAGES.map((p) => p.path).join(", ")}`);

// A stuck step must not keep the script alive: about 4 minutes a page plus the start, then it gives up.
const watchdog = setTimeout(
  () => {
    console.error("bench/pages.ts ran out of time; stopping");
    void cleanUp().finally(() => process.exit(1));
  },
  (3 + pages.length * (1 + runs * 0.6)) * 60_000,
);

const note = { startedAt: new Date(), runs, loadAtStart: currentLoad(), loadAtEnd: currentLoad() };
const server = await startServer();
let browser: Browser | null = null;
let chrome: LaunchedChrome | null = null;
async function cleanUp() {
  chrome?.kill();
  await browser?.close().catch(() => {});
  await server.dispose();
}

/** Real ids from the seeded server, so the detail pages show a yacht, a destination and a trip. */
async function firstIds(): Promise<Record<string, string>> {
  const get = async (p: string) => (await fetch(`${server.url}${p}`, { signal: AbortSignal.timeout(20_000) })).json();
  const [yachts, destinations, trips] = await Promise.all([
    get("/api/yachts?pageSize=1"),
    get("/api/destinations"),
    get("/api/trips"),
  ]);
  return { yacht: yachts.items[0].id, destination: destinations[0].id, trip: trips[0].id };
}

try {
  const ids = await firstIds();
  const results: PageResult[] = [];
  browser = await launchBrowser();
  chrome = await launchChrome();
  for (const page of pages) {
    const pagePath = page.path.replace(/\{(\w+)\}/g, (_, kind: string) => ids[kind] ?? kind);
    const url = `${server.url}${pagePath}`;
    const figures: { performance: number; lcpMs: number; tbtMs: number; cls: number }[] = [];
    const failures: string[] = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await runLighthouse(chrome, url, { onlyCategories: ["performance"] });
      if (result.ok) {
        figures.push(result.figures);
        const f = result.figures;
        console.log(`${pagePath} run ${run + 1}: ${f.performance}, LCP ${f.lcpMs} ms, TBT ${f.tbtMs} ms, CLS ${f.cls}`);
      } else {
        failures.push(result.reason);
        console.log(`${pagePath} run ${run + 1}: not measured (${result.reason}); left out of the median`);
        // A run that timed out may have left Chromium stuck: the next run gets a fresh one.
        chrome.kill();
        chrome = await launchChrome();
      }
    }
    const visit = await measureVisit(browser, url, page.content, runs);
    const m = (pick: (f: (typeof figures)[number]) => number) => median(figures.map(pick));
    const result: PageResult = {
      path: pagePath,
      lighthouseRuns: figures.length,
      lighthouseFailures: failures,
      performance: m((f) => f.performance),
      lcpMs: m((f) => f.lcpMs),
      tbtMs: m((f) => f.tbtMs),
      cls: m((f) => f.cls),
      visit,
    };
    results.push(result);
    console.log(consoleTable([result]).split("\n")[1]);
  }
  note.loadAtEnd = currentLoad();
  console.log(`\n${consoleTable(results)}`);
  const text = markdown(results, note);
  const out = path.resolve(import.meta.dirname, "results");
  mkdirSync(out, { recursive: true });
  writeFileSync(path.join(out, "pages.md"), text);
  writeFileSync(path.join(out, "pages.json"), `${JSON.stringify({ ...note, results }, null, 2)}\n`);
  console.log(`\nwritten: bench/results/pages.md and pages.json`);
  if (pages.length === PAGES.length) {
    writeFileSync(path.resolve(import.meta.dirname, "../docs/performance.md"), text);
    console.log("written: docs/performance.md");
  }
} finally {
  clearTimeout(watchdog);
  await cleanUp();
}
