import { Hono } from "hono";
import type { AppEnv } from "../app-env.ts";
import { listedYachtsForSale } from "./yacht-sales.service.ts";

/**
 * GET /api/yacht-sales: the yachts for sale, newest first. The page keeps the answer on the device
 * and filters it there, as the catalogue's list does, so the few dozen listings are one request.
 */
export function yachtSalesRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    const items = await listedYachtsForSale(c.var.deps.database.db);
    c.header("Cache-Control", "no-cache");
    return c.json({ items });
  });
}
