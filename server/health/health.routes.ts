import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { isConnectionError, RETRY_AFTER_S } from "../db/availability.ts";
import { appliedMigration, latestKnownMigration } from "../db/migrations.ts";

/**
 * GET /api/health: is the database there, which kind, and is it migrated to this build. While the
 * database cannot be reached it answers 503 at once, saying so (decision record 067).
 */
export const healthRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const { db, kind, isUp } = c.var.deps.database;
  const down = () => {
    c.header("Retry-After", String(RETRY_AFTER_S));
    return c.json({ status: "unavailable", database: { kind, reachable: false }, time: new Date().toISOString() }, 503);
  };
  if (!isUp()) return down();
  let migration: Awaited<ReturnType<typeof appliedMigration>>;
  try {
    migration = await appliedMigration(db);
  } catch (error) {
    if (isConnectionError(error)) return down();
    throw error;
  }
  return c.json({
    status: "ok",
    database: {
      kind,
      reachable: true,
      migration: migration.tag,
      migrationsApplied: migration.count,
      upToDate: migration.tag === latestKnownMigration,
    },
    time: new Date().toISOString(),
  });
});
