import { and, count, desc, ilike, or, type SQL, sql } from "drizzle-orm";
import { Hono } from "hono";
import * as v from "valibot";
import type { OutgoingMessage } from "../../domain/accounts/accounts.ts";
import { roles } from "../../domain/accounts/roles.ts";
import { YachtOwnerSchema } from "../../domain/admin/admin-yachts.ts";
import { adminMessages } from "../../domain/admin/messages.ts";
import { UserChangeSchema } from "../../domain/admin/user-admin.ts";
import { ContactStatusSchema, contactStatuses } from "../../domain/contact/contact-request.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { isLocale } from "../../domain/shared/locale.ts";
import { findUserById } from "../accounts/accounts.service.ts";
import type { AppEnv } from "../app-env.ts";
import { listContactRequests, setContactStatus } from "../contact/contact-requests.service.ts";
import { outgoingMessages, users } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf } from "../http/i18n.ts";
import { isUuid } from "../http/ids.ts";
import { roleGuard } from "../http/session.ts";
import { readJson, readQuery } from "../http/validate.ts";
import { deleteNotification, listNotifications, markRead } from "./notifications.service.ts";
import { changeUser, deleteUser, toAdminUsers } from "./users.service.ts";
import { listAdminYachts, setYachtOwner } from "./yachts.service.ts";

/**
 * Admin-only calls (spec sections 6 and 7, api.md): notifications, users, the log of outgoing
 * mail, the visitors' contact requests and who owns each yacht. Every path under /api/admin answers 401 to visitors and 403 to users who are not admins.
 */
const invalid = httpMessages.invalidInput.id;

const pageQuery = {
  page: v.optional(v.pipe(v.string(), v.regex(/^[1-9]\d{0,5}$/, invalid), v.transform(Number)), "1"),
  pageSize: v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, invalid),
      v.transform(Number),
      v.minValue(1, invalid),
      v.maxValue(100, invalid),
    ),
    "20",
  ),
};
/** The Requests tab's page: 50 requests, optionally of one status. */
export const CONTACT_REQUESTS_PAGE_SIZE = 50;
const contactRequestsQuery = v.object({
  status: v.optional(v.picklist(contactStatuses, invalid)),
  ...pageQuery,
  pageSize: v.optional(pageQuery.pageSize.wrapped, String(CONTACT_REQUESTS_PAGE_SIZE)),
});
const usersQuery = v.object({
  q: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(120, invalid))),
  role: v.optional(v.picklist(roles, invalid)),
  ...pageQuery,
});

const notFound = () => new ApiError(404, "not_found", httpMessages.notFound);

export function adminRoutes() {
  return (
    new Hono<AppEnv>()
      .use("*", roleGuard("admin"))
      .get("/notifications", async (c) => c.json(await listNotifications(c.var.deps.database.db, localeOf(c))))

      .get("/users", async (c) => {
        const { q, role, page, pageSize } = readQuery(c, usersQuery);
        const conditions: SQL[] = [];
        if (q) {
          const like = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
          const match = or(
            ilike(users.email, like),
            ilike(users.firstName, like),
            ilike(users.lastName, like),
            ilike(users.brandName, like),
            ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, like),
          );
          if (match) conditions.push(match);
        }
        if (role) conditions.push(sql`${role} = any(${users.roles})`);
        const where = conditions.length ? and(...conditions) : undefined;
        const { db } = c.var.deps.database;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(users)
            .where(where)
            .orderBy(desc(users.createdAt), desc(users.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ value: count() }).from(users).where(where),
        ]);
        return c.json({ items: await toAdminUsers(db, rows), total: total?.value ?? 0, page, pageSize });
      })

      .get("/users/:id", async (c) => {
        const id = c.req.param("id");
        if (!isUuid(id)) throw notFound();
        const { db } = c.var.deps.database;
        const user = await findUserById(db, id);
        if (!user) throw notFound();
        const [shown] = await toAdminUsers(db, [user]);
        return c.json(shown);
      })

      // Roles and blocking (issue 20); the last working admin is kept (409 naming the field).
      .patch("/users/:id", async (c) => {
        const change = await readJson(c, UserChangeSchema);
        return c.json(await changeUser(c.var.deps.database.db, c.var.user?.id ?? "", c.req.param("id"), change));
      })

      // Deleting keeps the bookings, anonymised (issue 20, decision 081).
      .delete("/users/:id", async (c) => {
        await deleteUser(c.var.deps.database.db, c.var.user?.id ?? "", c.req.param("id"));
        return c.json({ success: true });
      })

      .get("/communications", async (c) => {
        const { page, pageSize } = readQuery(c, v.object(pageQuery));
        const { db } = c.var.deps.database;
        const [rows, [total]] = await Promise.all([
          db
            .select()
            .from(outgoingMessages)
            .orderBy(desc(outgoingMessages.createdAt), desc(outgoingMessages.id))
            .limit(pageSize)
            .offset((page - 1) * pageSize),
          db.select({ value: count() }).from(outgoingMessages),
        ]);
        const items: OutgoingMessage[] = rows.map((row) => ({
          id: row.id,
          to: row.to,
          subject: row.subject,
          template: row.template,
          locale: isLocale(row.locale) ? row.locale : "en",
          status: row.status as OutgoingMessage["status"],
          body: row.body,
          error: row.error,
          createdAt: row.createdAt.toISOString(),
          attempts: row.attempts,
          nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        }));
        return c.json({ items, total: total?.value ?? 0, page, pageSize });
      })

      .get("/contact-requests", async (c) => {
        const filter = readQuery(c, contactRequestsQuery);
        return c.json(await listContactRequests(c.var.deps.database.db, localeOf(c), filter));
      })

      .patch("/contact-requests/:id", async (c) => {
        const { status } = await readJson(c, ContactStatusSchema);
        const id = c.req.param("id");
        if (!isUuid(id) || !(await setContactStatus(c.var.deps.database.db, id, status))) throw notFound();
        return c.json({ id, status });
      })

      .get("/yachts", async (c) => c.json(await listAdminYachts(c.var.deps.database.db)))

      .patch("/yachts/:id", async (c) => {
        const { ownerId } = await readJson(c, YachtOwnerSchema);
        const change = await setYachtOwner(c.var.deps.database.db, c.req.param("id"), ownerId);
        if (change.kind === "not_found") throw notFound();
        if (change.kind !== "done") {
          const message = change.kind === "partner" ? adminMessages.partnerYacht : adminMessages.ownerNotOwner;
          throw new ApiError(400, "invalid_input", httpMessages.invalidInput, { fields: { ownerId: message.id } });
        }
        return c.json(change.yacht);
      })
  );
}

/** PATCH /api/notifications/{id}/read and DELETE /api/notifications/{id} (section 7), admins only. */
export function notificationRoutes() {
  return new Hono<AppEnv>()
    .use("*", roleGuard("admin"))
    .patch("/:id/read", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id) || !(await markRead(c.var.deps.database.db, id))) throw notFound();
      return c.json({ success: true });
    })
    .delete("/:id", async (c) => {
      const id = c.req.param("id");
      if (!isUuid(id) || !(await deleteNotification(c.var.deps.database.db, id))) throw notFound();
      return c.json({ success: true });
    });
}
