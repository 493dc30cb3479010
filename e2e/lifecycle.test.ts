import { describe, expect, it } from "vitest";
import { startServer } from "./support/server.ts";

describe("the server's life", () => {
  it("stops cleanly on SIGTERM and starts again on the same embedded database", async () => {
    const server = await startServer();
    try {
      const health = await (await fetch(`${server.url}/api/health`)).json();
      expect(health.database).toMatchObject({ kind: "pglite", upToDate: true });

      const code = await server.stop();
      expect(code).toBe(0);
      expect(server.output()).toContain("Stopped");

      // A cleanly closed PGlite folder opens again with its migrations already applied.
      await server.start();
      const again = await (await fetch(`${server.url}/api/health`)).json();
      expect(again.database.migrationsApplied).toBe(health.database.migrationsApplied);
    } finally {
      await server.dispose();
    }
  });
});
