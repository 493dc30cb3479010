/** Every benchmark, one after another (`npm run bench`; needs a build for first-load, Lighthouse and pages). */
import { spawnSync } from "node:child_process";

for (const script of [
  "bench/first-load.ts",
  "bench/lighthouse.ts",
  "bench/pages.ts",
  "bench/catalogue-filter.ts",
  "bench/api-throughput.ts",
  "bench/load.ts",
]) {
  console.log(`\n$ node ${script}`);
  const result = spawnSync(process.execPath, [script], { stdio: "inherit" });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
