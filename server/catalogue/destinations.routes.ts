import { Hono } from "hono";
import { destinationQuerySchema, selectDestinations } from "../../domain/catalogue/destination-query.ts";
import type { AppEnv } from "../app-env.ts";
import { notFound } from "../catalogue/catalogue.http.ts";
import { catalogueSnapshot } from "../catalogue/catalogue.service.ts";
import { localeOf } from "../http/i18n.ts";
import { readQuery } from "../http/validate.ts";

/** GET /api/destinations?q=&duration=&difficulty=&sort= and /api/destinations/{id} (api.md). */
export const destinationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = readQuery(c, destinationQuerySchema);
    const { destinations } = await catalogueSnapshot(c.var.deps.database);
    return c.json(selectDestinations(destinations, query, localeOf(c)));
  })
  .get("/:id", async (c) => {
    const { destinations } = await catalogueSnapshot(c.var.deps.database);
    const destination = destinations.find((d) => d.id === c.req.param("id"));
    if (!destination) throw notFound();
    return c.json(destination);
  });
