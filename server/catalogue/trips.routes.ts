import { Hono } from "hono";
import { selectTrips, tripQuerySchema } from "../../domain/catalogue/trip-query.ts";
import type { AppEnv } from "../app-env.ts";
import { tripPlaces } from "../bookings/trip-bookings.service.ts";
import { notFound } from "../catalogue/catalogue.http.ts";
import { catalogueSnapshot } from "../catalogue/catalogue.service.ts";
import { localeOf } from "../http/i18n.ts";
import { readQuery } from "../http/validate.ts";

/** GET /api/trips?q=&duration=&price=&sort=, /api/trips/{id} and /api/trips/{id}/places (api.md). */
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
  })
  // Places left now (decision 073): live, so never cached with the catalogue.
  .get("/:id/places", async (c) => {
    const places = await tripPlaces(c.var.deps.database.db, c.req.param("id"));
    if (!places) throw notFound();
    c.header("Cache-Control", "no-store");
    return c.json(places);
  });
