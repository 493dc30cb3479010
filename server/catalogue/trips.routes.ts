import { Hono } from "hono";
import { parseTripQuery, selectTrips } from "../../domain/catalogue/trip-query.ts";
import type { AppEnv } from "../app-env.ts";
import { localeOf } from "../http/i18n.ts";
import { notFound, queryOf, rejectInvalid } from "./catalogue.http.ts";
import { catalogueSnapshot } from "./catalogue.service.ts";

/** GET /api/trips?q=&duration=&price=&sort= and /api/trips/{id} (api.md). */
export const tripRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { query, errors } = parseTripQuery(queryOf(c));
    rejectInvalid(errors);
    const { trips } = await catalogueSnapshot(c.var.deps.database);
    return c.json(selectTrips(trips, query, localeOf(c)));
  })
  .get("/:id", async (c) => {
    const { trips } = await catalogueSnapshot(c.var.deps.database);
    const trip = trips.find((t) => t.id === c.req.param("id"));
    if (!trip) throw notFound();
    return c.json(trip);
  });
