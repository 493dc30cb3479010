import { Hono } from "hono";
import { parseDestinationQuery, selectDestinations } from "../../domain/catalogue/destination-query.ts";
import type { AppEnv } from "../app-env.ts";
import { localeOf } from "../http/i18n.ts";
import { notFound, queryOf, rejectInvalid } from "./catalogue.http.ts";
import { catalogueSnapshot } from "./catalogue.service.ts";

/** GET /api/destinations?q=&duration=&difficulty=&sort= and /api/destinations/{id} (api.md). */
export const destinationRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const { query, errors } = parseDestinationQuery(queryOf(c));
    rejectInvalid(errors);
    const { destinations } = await catalogueSnapshot(c.var.deps.database);
    return c.json(selectDestinations(destinations, query, localeOf(c)));
  })
  .get("/:id", async (c) => {
    const { destinations } = await catalogueSnapshot(c.var.deps.database);
    const destination = destinations.find((d) => d.id === c.req.param("id"));
    if (!destination) throw notFound();
    return c.json(destination);
  });
