/**
 * (a) The p95 time to filter and sort 10,000 synthetic yachts on the device, in Chromium, with the
 * same selectYachts the /yachts screen runs on every keystroke. Goal: 16 ms or less (one frame).
 *   node bench/catalogue-filter.ts [count]
 */
import { build } from "rolldown";
import { launchBrowser } from "../e2e/support/browser.ts";

const count = Number(process.argv[2] ?? 10_000);
const bundle = await build({
  input: "bench/support/filter-page.ts",
  output: { format: "iife", name: "filterBench" },
  write: false,
  logLevel: "silent",
});
const code = bundle.output[0].code;

const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  await page.setContent("<!doctype html><title>filter bench</title>");
  await page.addScriptTag({ content: code });
  const result = await page.evaluate(
    ([n, rounds]) =>
      (window as unknown as { filterBench: { run: (n: number, r: number) => unknown } }).filterBench.run(n, rounds),
    [count, 60] as const,
  );
  const r = result as { calls: number; coldMs: number; p50: number; p95: number; max: number };
  const ms = (n: number) => n.toFixed(2);
  console.log(
    `filter+sort of ${count} yachts in Chromium: p95 ${ms(r.p95)} ms, p50 ${ms(r.p50)} ms, max ${ms(r.max)} ms over ${r.calls} calls; first call with name ranks ${ms(r.coldMs)} ms (goal: p95 16 ms or less)`,
  );
} finally {
  await browser.close();
}
