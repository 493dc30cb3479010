import { Hono } from "hono";
import { availabilityQuerySchema, lakeToday } from "../../domain/catalogue/availability.ts";
import { paginate } from "../../domain/catalogue/query.ts";
import { DEFAULT_PAGE_SIZE, selectYachts, yachtListQuerySchema } from "../../domain/catalogue/yacht-query.ts";
import type { AppEnv } from "../app-env.ts";
import { notFound } from "../catalogue/catalogue.http.ts";
import { toYachtSummary } from "../catalogue/catalogue.mappers.ts";
import { catalogueSnapshot } from "../catalogue/catalogue.service.ts";
import { localeOf } from "../http/i18n.ts";
import { readQuery } from "../http/validate.ts";
import { createAnswerCache } from "./answer-cache.service.ts";
import { busyRanges } from "./availability.service.ts";

const listAnswers = new WeakMap<object, ReturnType<typeof createAnswerCache>>();

/** GET /api/yachts (search, filters, sort, pages), /api/yachts/{id}, /api/yachts/{id}/availability. */
export const yachtRoutes = new Hono<AppEnv>()
  .get("/", async (c) => {
    const query = readQuery(c, yachtListQuerySchema);
    const { database } = c.var.deps;
    const { yachts, version } = await catalogueSnapshot(database);
    const locale = localeOf(c);
    let answers = listAnswers.get(database);
    if (!answers) {
      answers = createAnswerCache();
      listAnswers.set(database, answers);
    }
    const body = answers.get(version, `${locale}|${JSON.stringify(query)}`, () => {
      const page = paginate(selectYachts(yachts, query, locale), query.page ?? 1, query.pageSize ?? DEFAULT_PAGE_SIZE);
      return { ...page, items: page.items.map(toYachtSummary) };
    });
    return c.body(body, 200, { "Content-Type": "application/json; charset=UTF-8" });
  })
  .get("/:id", async (c) => {
    const { yachts } = await catalogueSnapshot(c.var.deps.database);
    const yacht = yachts.find((y) => y.id === c.req.param("id"));
    if (!yacht) throw notFound();
    return c.json(yacht);
  })
  .get("/:id/availability", async (c) => {
    const range = readQuery(c, availabilityQuerySchema(lakeToday(new Date())));
    const { yachts } = await catalogueSnapshot(c.var.deps.database);
    const id = c.req.param("id");
    if (!yachts.some((y) => y.id === id)) throw notFound();
    const busy = await busyRanges(c.var.deps.database.db, id, range.from, range.to);
    return c.json({ yachtId: id, from: range.from, to: range.to, busy });
  });
