/**
 * Load on the embedded database (issue 14): the built server on a fresh PGlite folder, on loopback,
 * 50 connections for 20 s on each of GET /api/sync (the full first sync), /api/yachts, one yacht
 * and `/`, one after another, with a probe of /api/health (one connection) during the sync load.
 *   node bench/load.ts [--duration=20] [--connections=50]      (needs a build: npm run build)
 * Goals: the probe's p99 50 ms or less, no errors, sync at least half of /api/yachts' throughput.
 * Requests say `Accept-Encoding: br, gzip` as a browser does. The server runs in a child process,
 * autocannon here: on a machine of two cores they share it, so compare figures of one run.
 */
import autocannon from "autocannon";
import { startServer } from "../e2e/support/server.ts";

const option = (name: string, fallback: number) => {
  const arg = process.argv.find((a) => a.startsWith(`--${name}=`));
  const value = arg ? Number(arg.slice(name.length + 3)) : fallback;
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
};
const duration = option("duration", 20);
const connections = option("connections", 50);
const headers = { "accept-encoding": "br, gzip", "accept-language": "en" };

type Row = { target: string; rps: number; p50: number; p99: number; max: number; errors: number; bytes: number };

function run(url: string, conns: number, seconds: number, own = false): Promise<autocannon.Result> {
  // Bounded: a fixed time, a fixed number of connections, and a timeout per request. The probe runs
  // in its own worker thread, as a monitor is its own process: in the load's thread its timings
  // would include the wait for the load generator's own busy event loop (44 ms of its p50 here).
  return autocannon({
    url,
    connections: conns,
    duration: seconds,
    timeout: 10,
    headers,
    ...(own ? { workers: 1 } : {}),
  });
}

function row(target: string, result: autocannon.Result): Row {
  return {
    target,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts + result.non2xx,
    bytes: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
  };
}

const server = await startServer();
const rows: Row[] = [];
try {
  const base = server.url;
  if (!base.startsWith("http://127.0.0.1:")) throw new Error("the load runs on loopback only");
  // Warm up: the first answers build the caches a visitor would otherwise pay for once.
  for (const path of ["/api/sync", "/api/yachts", "/api/yachts/sarma", "/"]) await run(`${base}${path}`, 4, 1);

  const [sync, probe] = await Promise.all([
    run(`${base}/api/sync`, connections, duration),
    run(`${base}/api/health`, 1, duration, true),
  ]);
  rows.push(row("/api/sync", sync), row("/api/health (probe during sync)", probe));
  for (const path of ["/api/yachts", "/api/yachts/sarma", "/"])
    rows.push(row(path, await run(`${base}${path}`, connections, duration)));
} finally {
  await server.dispose();
}

console.log(`${connections} connections x ${duration} s each on PGlite (probe: 1 connection)`);
console.log(
  `${"target".padEnd(34)} ${"req/s".padStart(7)} ${"p50 ms".padStart(7)} ${"p99 ms".padStart(7)} ${"max ms".padStart(7)} ${"errors".padStart(7)} ${"bytes".padStart(7)}`,
);
for (const r of rows)
  console.log(
    `${r.target.padEnd(34)} ${String(r.rps).padStart(7)} ${String(r.p50).padStart(7)} ${String(r.p99).padStart(7)} ${String(r.max).padStart(7)} ${String(r.errors).padStart(7)} ${String(r.bytes).padStart(7)}`,
  );
const find = (target: string) => rows.find((r) => r.target === target || r.target.startsWith(`${target} `)) as Row;
const syncShare = find("/api/sync").rps / find("/api/yachts").rps;
const probeP99 = find("/api/health").p99;
const errors = rows.reduce((sum, r) => sum + r.errors, 0);
console.log(
  `health probe p99 ${probeP99} ms (goal: 50 ms or less); errors ${errors} (goal: 0); sync ${(syncShare * 100).toFixed(0)}% of /api/yachts (goal: 50% or more)`,
);
