/**
 * First-load JavaScript of `/`: every script a first visit downloads, gzipped, split into what is
 * requested before the page's load event (the critical path) and what follows it (the device
 * database, the sync engine, the outbox, the worker's client).
 *   node bench/first-load.ts [path]      (needs a build: npm run build)
 * Goal (issue 2): 100 KB or less.
 */
import { gzipSync } from "node:zlib";
import { launchBrowser, newContext } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";

type Script = { url: string; raw: number; gzip: number; beforeLoad: boolean };

const pagePath = process.argv[2] ?? "/";
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, { viewport: "phone", serviceWorkers: "block" });
  const page = await context.newPage();
  const scripts: Script[] = [];
  const requestedBeforeLoad = new Set<string>();
  let loaded = false;
  page.on("load", () => {
    loaded = true;
  });
  page.on("request", (request) => {
    if (!loaded) requestedBeforeLoad.add(request.url());
  });
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      beforeLoad: requestedBeforeLoad.has(response.url()),
    });
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  scripts.sort((a, b) => Number(b.beforeLoad) - Number(a.beforeLoad) || b.gzip - a.gzip);
  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const s of scripts) {
    const when = s.beforeLoad ? "before load" : "after load ";
    console.log(`  ${kb(s.gzip).padStart(6)} KB gz  ${kb(s.raw).padStart(7)} KB  ${when}  ${s.url}`);
  }
  const sum = (list: Script[]) => list.reduce((total, s) => total + s.gzip, 0);
  const critical = scripts.filter((s) => s.beforeLoad);
  console.log(
    `first-load JavaScript of ${pagePath}: ${kb(sum(critical))} KB gzipped before the load event (${critical.length} files; goal: 100 KB or less)`,
  );
  console.log(`  then ${kb(sum(scripts) - sum(critical))} KB after it; ${kb(sum(scripts))} KB in all`);
} finally {
  await browser.close();
  await server.dispose();
}
