/**
 * First-load JavaScript of `/`: every script a first visit downloads before the page settles, gzipped.
 *   node bench/first-load.ts [path]      (needs a build: npm run build)
 * Goal (issue 2): 100 KB or less.
 */
import { gzipSync } from "node:zlib";
import { launchBrowser, newContext } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";

const pagePath = process.argv[2] ?? "/";
const server = await startServer();
const browser = await launchBrowser();
try {
  const context = await newContext(browser, { viewport: "phone", serviceWorkers: "block" });
  const page = await context.newPage();
  const scripts: { url: string; raw: number; gzip: number }[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.body().catch(() => Buffer.alloc(0));
    scripts.push({
      url: new URL(response.url()).pathname,
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
    });
  });
  await page.goto(`${server.url}${pagePath}`, { waitUntil: "networkidle" });
  await page.waitForTimeout(500);
  scripts.sort((a, b) => b.gzip - a.gzip);
  const kb = (n: number) => (n / 1024).toFixed(1);
  for (const script of scripts)
    console.log(`  ${kb(script.gzip).padStart(6)} KB gz  ${kb(script.raw).padStart(7)} KB  ${script.url}`);
  const total = scripts.reduce((sum, s) => sum + s.gzip, 0);
  console.log(
    `first-load JavaScript of ${pagePath}: ${kb(total)} KB gzipped in ${scripts.length} files (goal: 100 KB or less)`,
  );
} finally {
  await browser.close();
  await server.dispose();
}
