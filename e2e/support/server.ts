import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { type OpenMeteoFake, startOpenMeteoFake } from "../../server/test/open-meteo-fake.ts";
import { testClockOffset } from "../../server/test/test-now.ts";

/** With TEST_NOW set, the server's clock moves as the tests' does (decision record 056). */
const testNow = path.resolve(import.meta.dirname, "../../server/test/test-now.ts");

/**
 * The real server (`node server/main.ts`) in a child process on a free port with its own PGlite
 * folder: browser tests meet the same code a user does, and can stop and start it to cut the network.
 */
export type RunningServer = {
  url: string;
  port: number;
  dataDir: string;
  start(overrides?: { staticDir?: string }): Promise<void>;
  /** Stops with SIGTERM, as a deployment would; resolves with the exit code. */
  stop(): Promise<number | null>;
  dispose(): Promise<void>;
  output(): string;
};

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function waitForHealth(url: string, child: ChildProcess, log: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  throw new Error(`server did not become healthy:\n${log()}`);
}

export async function startServer(options: { staticDir?: string; env?: Record<string, string> } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "baikal-e2e-"));
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | null = null;
  let log = "";
  let staticDir = options.staticDir ?? "dist";
  // Pages show forecasts (issue 17): a browser test never reaches the real Open-Meteo, and a
  // test that does not choose its own weather gets a loopback one that answers.
  const weather: OpenMeteoFake | null = options.env?.WEATHER_API_URL ? null : await startOpenMeteoFake();

  const server: RunningServer = {
    url,
    port,
    dataDir,
    output: () => log,
    async start(overrides = {}) {
      staticDir = overrides.staticDir ?? staticDir;
      const env = {
        ...process.env,
        ...(weather ? { WEATHER_API_URL: weather.url } : {}),
        ...options.env,
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        STATIC_DIR: staticDir,
        PUBLIC_URL: url,
        LOG_REQUESTS: "0",
        DATABASE_URL: "",
      };
      const clock = testClockOffset() === null ? [] : ["--import", testNow];
      child = spawn(process.execPath, [...clock, "server/main.ts"], { env, stdio: ["ignore", "pipe", "pipe"] });
      child.stdout?.on("data", (chunk) => (log += chunk));
      child.stderr?.on("data", (chunk) => (log += chunk));
      await waitForHealth(url, child, () => log);
    },
    async stop() {
      const running = child;
      child = null;
      if (!running) return null;
      if (running.exitCode !== null) return running.exitCode;
      const exited = new Promise<number | null>((resolve) => running.once("exit", (code) => resolve(code)));
      running.kill("SIGTERM");
      return exited;
    },
    async dispose() {
      await server.stop();
      await weather?.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
