/**
 * Lighthouse (mobile, its default simulated throttling) on a page of the production build:
 *   node bench/lighthouse.ts [path] [--runs N]     (needs a build: npm run build)
 * Prints the four category scores and LCP, TBT and CLS; with several runs, each run and the median
 * (Lighthouse's own advice: scores move a few points between runs on a busy machine).
 * Goal (issue 6): performance 98 or more, accessibility 100 on `/`. Every page: bench/pages.ts.
 */
import { writeFileSync } from "node:fs";
import { startServer } from "../e2e/support/server.ts";
import { type Figures, launchChrome, median, runLighthouse } from "./support/lighthouse-runner.ts";

const args = process.argv.slice(2);
const runsAt = args.indexOf("--runs");
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 1;
const pagePath = args.find((a, i) => !a.startsWith("--") && i !== runsAt + 1) ?? "/";

const server = await startServer();
const chrome = await launchChrome();
try {
  const results: Figures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await runLighthouse(chrome, `${server.url}${pagePath}`);
    if (!result.ok) {
      console.log(`run ${run + 1}: not measured (${result.reason}); it is left out of the median`);
      continue;
    }
    if (process.env.LIGHTHOUSE_JSON) writeFileSync(`${process.env.LIGHTHOUSE_JSON}-${run + 1}.json`, result.report);
    const { figures, lhr } = result;
    results.push(figures);
    const failing = Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode === "binary")
      .map((a) => a.id);
    console.log(
      `run ${run + 1}: performance ${figures.performance}, accessibility ${figures.accessibility}, best practices ${figures.bestPractices}, SEO ${figures.seo}; FCP ${figures.fcpMs} ms, LCP ${figures.lcpMs} ms, TBT ${figures.tbtMs} ms, CLS ${figures.cls}`,
    );
    console.log(`  LCP element: ${figures.lcpElement}`);
    for (const id of failing) {
      const items = (lhr.audits[id]?.details as { items?: { node?: { snippet?: string } }[] } | undefined)?.items ?? [];
      const nodes = items.map((item) => item.node?.snippet).filter(Boolean);
      console.log(`  failing audit ${id}${nodes.length ? `: ${nodes.slice(0, 3).join(" | ")}` : ""}`);
    }
  }
  if (results.length > 1) {
    const m = (pick: (f: Figures) => number) => median(results.map(pick));
    console.log(
      `median of ${results.length}: performance ${m((f) => f.performance)}, accessibility ${m((f) => f.accessibility)}, best practices ${m((f) => f.bestPractices)}, SEO ${m((f) => f.seo)}; LCP ${m((f) => f.lcpMs)} ms, TBT ${m((f) => f.tbtMs)} ms, CLS ${m((f) => f.cls)}`,
    );
  }
} finally {
  chrome.kill();
  await server.dispose();
}
