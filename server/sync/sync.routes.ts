import { Hono } from "hono";
import { catalogueEtag, encodeCursor, etagMatches, syncQuerySchema } from "../../domain/sync/protocol.ts";
import type { AppEnv } from "../app-env.ts";
import { changesSince, currentVersion } from "../catalogue/catalogue.service.ts";
import { eventChangesSince } from "../events/events.service.ts";
import { homeChangesSince } from "../home/home.service.ts";
import { readQuery } from "../http/validate.ts";

/**
 * GET /api/sync?since={cursor} (api.md): everything changed since the cursor, deletions included,
 * for the device's offline copy. The catalogue's version is the ETag, so a device that is up to
 * date gets a bodiless 304 (decision record 020). The home content rides along (decision record 031),
 * and the events with their entrants and comments (issue 16).
 */
export const syncRoutes = new Hono<AppEnv>().get("/", async (c) => {
  const after = readQuery(c, syncQuerySchema).since ?? null;
  const { db } = c.var.deps.database;
  const version = await currentVersion(db);
  const etag = catalogueEtag(version);
  c.header("ETag", etag);
  if (etagMatches(c.req.header("if-none-match"), etag)) return c.body(null, 304);
  const [changes, home, events] = await Promise.all([
    changesSince(db, after),
    homeChangesSince(db, after ?? undefined),
    eventChangesSince(db, after),
  ]);
  return c.json({ cursor: encodeCursor(version), ...changes, ...home, ...events });
});
