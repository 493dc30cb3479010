import { Hono } from "hono";
import { TrackEventSchema } from "../../domain/analytics/analytics-schema.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { analyticsEvents } from "../db/schema/index.ts";
import { clientIp, tooManyRequests } from "../http/client-ip.ts";
import { WindowLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/validate.ts";

/**
 * POST /api/analytics/track (spec section 7): the app sends an event only with the visitor's
 * analytics consent; the server checks it with the domain's schema and stores it. The answer
 * is not read by the app (204), and a bad body is a 400 naming the field.
 */
export const ANALYTICS_EVENTS_PER_MINUTE = 120;

export function analyticsRoutes() {
  const perClient = new WindowLimit("analytics_events", ANALYTICS_EVENTS_PER_MINUTE, 60_000);
  return new Hono<AppEnv>().post("/track", async (c) => {
    const wait = await perClient.hit(c.var.deps.database.db, clientIp(c));
    if (wait > 0) return tooManyRequests(c, wait, httpMessages.tooManyRequests);
    const event = await readJson(c, TrackEventSchema);
    await c.var.deps.database.db.insert(analyticsEvents).values(event);
    return c.body(null, 204);
  });
}
