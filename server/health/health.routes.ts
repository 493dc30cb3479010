import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { appliedMigration, latestKnownMigration } from "../db/migrations.ts";

/** GET /api/health: is the database there, which kind, and is it migrated to this build. */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, kind } = c.var.deps.database;
  const migration = await appliedMigration(db);
  return c.json({
    status: "ok",
    database: {
      kind,
      migration: migration.tag,
      migrationsApplied: migration.count,
      upToDate: migration.tag === latestKnownMigration,
    },
    time: new Date().toISOString(),
  });
});
