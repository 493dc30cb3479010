import { Hono } from "hono";
import * as v from "valibot";
import { yachtCalendarIcs } from "../../domain/owners/calendar-ics.ts";
import { om } from "../../domain/owners/messages.ts";
import type { AppEnv } from "../app-env.ts";
import { localeOf } from "../http/i18n.ts";
import { readQuery } from "../http/validate.ts";
import { calendarEntries } from "./calendar.service.ts";

/** GET /api/yachts/{id}/calendar.ics?token= (api.md "Owners"): the owner's private feed. */
const feedQuery = v.object({ token: v.pipe(v.string(om.calendarToken), v.regex(/^[0-9a-f]{64}$/, om.calendarToken)) });

export function ownerCalendarRoutes() {
  return new Hono<AppEnv>().get("/:id/calendar.ics", async (c) => {
    const { token } = readQuery(c, feedQuery);
    const { name, entries } = await calendarEntries(c.var.deps.database.db, c.req.param("id"), token);
    const locale = localeOf(c);
    const body = yachtCalendarIcs({
      yachtName: name[locale] || name.en,
      host: new URL(c.var.deps.env.PUBLIC_URL).host,
      now: c.var.deps.clock(),
      entries,
    });
    return c.body(body, 200, {
      "content-type": "text/calendar; charset=utf-8",
      // A calendar app asks again on its own schedule; nothing between may keep a private feed.
      "cache-control": "private, no-store",
    });
  });
}
