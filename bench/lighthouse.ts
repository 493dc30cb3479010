/**
 * Lighthouse (mobile, its default simulated throttling) on a page of the production build:
 *   node bench/lighthouse.ts [path] [--runs N]     (needs a build: npm run build)
 * Prints the four category scores and LCP, TBT and CLS; with several runs, each run and the median
 * (Lighthouse's own advice: scores move a few points between runs on a busy machine).
 * Goal (issue 6): performance 98 or more, accessibility 100 on `/`.
 */
import { writeFileSync } from "node:fs";
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_PATH, consentCookie } from "../e2e/support/browser.ts";
import { startServer } from "../e2e/support/server.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const pagePath = args.find((a, i) => !a.startsWith("--") && i !== runsAt + 1) ?? "/";

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  lcpElement: string;
};

const server = await startServer();
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? CHROMIUM_PATH,
  chromeFlags: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
});
try {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(`${server.url}${pagePath}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      // A visitor who already chose "necessary only": the banner is a one-time overlay, not the page.
      extraHeaders: { Cookie: `${consentCookie("necessary").name}=${consentCookie("necessary").value}` },
    });
    if (!result) throw new Error("Lighthouse returned no result");
    if (process.env.LIGHTHOUSE_JSON)
      writeFileSync(`${process.env.LIGHTHOUSE_JSON}-${run + 1}.json`, result.report as string);
    if (result.lhr.runtimeError) {
      // A trace Lighthouse failed to record (NO_NAVSTART on a busy machine) is no measurement.
      console.log(`run ${run + 1}: not measured (${result.lhr.runtimeError.code}); it is left out of the median`);
      continue;
    }
    const { categories, audits } = result.lhr;
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    // Lighthouse 13 names the LCP element in its LCP breakdown insight.
    const lcpDetails = audits["lcp-breakdown-insight"]?.details ?? audits["largest-contentful-paint-element"]?.details;
    const figures: Figures = {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
      lcpMs: Math.round(numeric("largest-contentful-paint")),
      tbtMs: Math.round(numeric("total-blocking-time")),
      cls: Math.round(numeric("cumulative-layout-shift") * 1000) / 1000,
      fcpMs: Math.round(numeric("first-contentful-paint")),
      lcpElement: JSON.stringify(lcpDetails ?? null).match(/"nodeLabel":"((?:[^"\\]|\\.)*)"/)?.[1] ?? "?",
    };
    results.push(figures);
    const failing = Object.values(audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    console.log(
      `run ${run + 1}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}; FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
    );
    console.log(`  LCP element: ${figures.lcpElement}`);
    for (const id of failing) {
      const items = (audits[id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      const nodes = items.map((item) => item.node?.snippet).filter(Boolean);
      console.log(`  failing audit ${id}${nodes.length ? `: ${nodes.slice(0, 3).join(" | ")}` : ""}`);
    }
  }
  if (results.length > 1) {
    const median = (pick: (f: Figures) => number) => {
      const sorted = results.map(pick).sort((a, b) => a - b);
      return sorted[Math.floor(sorted.length / 2)];
    };
    console.log(
      `median of ${results.length}: performance ${median((f) => f.performance)}, accessibility ${median((f) => f.accessibility)}, best practices ${median((f) => f.bestPractices)}, SEO ${median((f) => f.seo)}; LCP ${median((f) => f.lcpMs)} ms, TBT ${median((f) => f.tbtMs)} ms, CLS ${median((f) => f.cls)}`,
    );
  }
} finally {
  chrome.kill();
  await server.dispose();
}
