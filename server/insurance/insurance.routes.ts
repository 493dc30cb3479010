import { Hono } from "hono";
import { insuranceRequestSchema, selectQuoteSchema } from "../../domain/insurance/request.ts";
import type { AppEnv } from "../app-env.ts";
import type { InsuranceRequestRow } from "../db/schema/index.ts";
import { localeOf } from "../http/i18n.ts";
import { idempotentWrite } from "../http/idempotency.ts";
import { requireUser } from "../http/session.ts";
import { readJson } from "../http/validate.ts";
import { toRequestView } from "./insurance.mappers.ts";
import { createRequest, findOwn, listOwn, rateIfProcessing, selectQuote } from "./insurance.service.ts";
import { type InsurerAdapter, tariffInsurers } from "./insurers.adapter.ts";

/**
 * /api/insurance (api.md "Insurance"; issue 23). A request is stored as "processing" and that is
 * its answer (a replay of the key gets the same); the insurers rate it right after the commit, and
 * a read of a request still processing (the process stopped in between, or an insurer adapter
 * failed) rates it then, so no request waits forever.
 */
export function insuranceRoutes(insurers: InsurerAdapter = tariffInsurers()) {
  return new Hono<AppEnv>()
    .post("/requests", async (c) => {
      const user = requireUser(c);
      const request = await readJson(c, insuranceRequestSchema);
      const { deps } = c.var;
      // Set only by a new request: a replay of the same key gets the stored answer and rates nothing.
      const made: { row?: InsuranceRequestRow } = {};
      const response = await idempotentWrite(c, { scope: user.id, body: request }, async (tx) => {
        const row = await createRequest(tx, { userId: user.id, locale: localeOf(c), now: deps.clock(), request });
        made.row = row;
        return { status: 201, body: { id: row.id, status: row.status } };
      });
      if (made.row) {
        await rateIfProcessing(deps.database.db, insurers, made.row, deps.clock()).catch((error) =>
          console.error("Insurance request not rated after the commit; the next read rates it:", error),
        );
      }
      return response;
    })

    .get("/requests", async (c) => {
      const user = requireUser(c);
      const { db } = c.var.deps.database;
      const rows = await listOwn(db, user.id);
      const rated = await Promise.all(rows.map((row) => rateIfProcessing(db, insurers, row, c.var.deps.clock())));
      return c.json({ items: rated.map(toRequestView) });
    })

    .get("/requests/:id", async (c) => {
      const user = requireUser(c);
      const { db } = c.var.deps.database;
      const row = await findOwn(db, user.id, c.req.param("id"));
      return c.json(toRequestView(await rateIfProcessing(db, insurers, row, c.var.deps.clock())));
    })

    .post("/requests/:id/select", async (c) => {
      const user = requireUser(c);
      const { quoteId } = await readJson(c, selectQuoteSchema);
      const { deps } = c.var;
      let queued: string[] = [];
      const response = await idempotentWrite(c, { scope: user.id, body: { quoteId } }, async (tx) => {
        const result = await selectQuote(tx, deps, insurers, { userId: user.id, id: c.req.param("id"), quoteId });
        queued = result.queued;
        return { status: 200, body: result.answer };
      });
      if (queued.length > 0) {
        await deps.mail
          .deliverQueued(queued)
          .catch((error) => console.error("Insurance mail not sent after the commit; the retry run sends it:", error));
      }
      return response;
    });
}
