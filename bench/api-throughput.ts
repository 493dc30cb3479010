/**
 * (b) Throughput of GET /api/yachts as a ratio to a bare Hono route answering the same JSON, in the
 * same run: how much our middleware, validation, filtering and paging cost. Goal: 70% or more.
 *   node bench/api-throughput.ts [seconds]
 * The servers run in a child process (one core), autocannon here (the other core).
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import autocannon from "autocannon";

const seconds = Number(process.argv[2] ?? 8);
const path = "/api/yachts?type=sail_yacht,catamaran&minCapacity=4&sort=price_asc";
const child = spawn(process.execPath, ["bench/support/api-servers.ts", path], { stdio: ["ignore", "pipe", "inherit"] });
const [line] = (await once(child.stdout, "data")) as [Buffer];
const { appPort, barePort } = JSON.parse(line.toString()) as { appPort: number; barePort: number };

async function measure(url: string, duration: number): Promise<number> {
  const result = await autocannon({ url, connections: 32, duration, pipelining: 1 });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return result.requests.average;
}

try {
  const app = `http://127.0.0.1:${appPort}${path}`;
  const bare = `http://127.0.0.1:${barePort}/bare`;
  await measure(app, 2);
  await measure(bare, 2);
  // Alternate, so that a busy neighbour on the machine weighs on both alike.
  const runs = { app: [] as number[], bare: [] as number[] };
  for (let i = 0; i < 2; i++) {
    runs.bare.push(await measure(bare, seconds / 2));
    runs.app.push(await measure(app, seconds / 2));
  }
  const mean = (list: number[]) => list.reduce((a, b) => a + b, 0) / list.length;
  const ratio = mean(runs.app) / mean(runs.bare);
  console.log(
    `GET ${path}: ${mean(runs.app).toFixed(0)} req/s; bare Hono route, same JSON: ${mean(runs.bare).toFixed(0)} req/s; ratio ${(ratio * 100).toFixed(0)}% (goal: 70% or more)`,
  );
} finally {
  child.kill();
}
