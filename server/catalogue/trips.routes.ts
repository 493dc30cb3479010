import { Hono } from "hono";
import { selectTrips, tripQuerySchema } from "../../domain/catalogue/trip-query.ts";
import type { AppEnv } from "../app-env.ts";
import { notFound } from "../catalogue/catalogue.http.ts";
import { catalogueSnapshot } from "../catalogue/catalogue.service.ts";
import { localeOf } from "../http/i18n.ts";
import { readQuery } from "../http/validate.ts";

/** GET /api/trips?q=&duration=&price=&sort= and /api/trips/{id} (api.md). */
export const tripRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = readQuery(c, tripQuerySchema);
    const { trips } = await catalogueSnapshot(c.var.deps.database);
    return c.json(selectTrips(trips, query, localeOf(c)));
  })
  .get("/:id", async (c) => {
    const { trips } = await catalogueSnapshot(c.var.deps.database);
    const trip = trips.find((t) => t.id === c.req.param("id"));
    if (!trip) throw notFound();
    return c.json(trip);
  });
