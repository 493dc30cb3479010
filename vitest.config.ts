import { defineConfig } from "vitest/config";
import { webPlugins } from "./vite.config.ts";

/** Moves the tests' clock to TEST_NOW when it is set (decision record 056). */
const testNow = "./server/test/test-now.ts";

/**
 * Four projects: pure domain rules, the API on a fresh database, the React app in jsdom, and the
 * browser tests that drive Chromium against the production build (run last, by `npm run test:e2e`).
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: { name: "domain", include: ["domain/**/*.test.ts"], environment: "node", setupFiles: [testNow] },
      },
      {
        test: {
          name: "server",
          include: ["server/**/*.test.ts"],
          environment: "node",
          setupFiles: [testNow],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        plugins: webPlugins(),
        test: {
          name: "web",
          include: ["web/**/*.test.{ts,tsx}", "sw/**/*.test.ts"],
          environment: "jsdom",
          setupFiles: ["fake-indexeddb/auto", "./web/test/setup.ts", testNow],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["e2e/**/*.test.ts"],
          environment: "node",
          globalSetup: ["./e2e/support/global-setup.ts"],
          setupFiles: [testNow, "./e2e/support/bounded-fetch.ts", "./e2e/support/report-attempts.ts"],
          testTimeout: 90_000,
          hookTimeout: 120_000,
          // Once, and reported as such: see decision record 059.
          retry: 1,
          fileParallelism: false,
        },
      },
    ],
  },
});
