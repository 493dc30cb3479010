import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestKnownMigration } from "../db/migrations.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("GET /api/health", () => {
  it("reports the database kind and the newest applied migration", async () => {
    const res = await t.request("/api/health");
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.status).toBe("ok");
    expect(body.database.kind).toBe(process.env.TEST_DATABASE_URL ? "postgres" : "pglite");
    expect(body.database.migration).toBe(latestKnownMigration);
    expect(body.database.upToDate).toBe(true);
    expect(body.database.migrationsApplied).toBeGreaterThan(0);
  });
});
