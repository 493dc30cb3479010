import { eq, inArray, sql } from "drizzle-orm";
import { adminMessages } from "../../domain/admin/messages.ts";
import { type AdminUser, leavesNoAdmin, type UserChange } from "../../domain/admin/user-admin.ts";
import { httpMessages } from "../../domain/http/messages.ts";
import { deleteAccount } from "../accounts/account-data.service.ts";
import { toPublicUser } from "../accounts/accounts.service.ts";
import type { Db } from "../db/client.ts";
import { sessions, type UserRow, userBlocks, users } from "../db/schema/index.ts";
import { ApiError } from "../http/errors.ts";
import { isUuid } from "../http/ids.ts";

/**
 * The users tab's writes (issue 20): roles and blocking, in one transaction that locks every
 * admin's row first, so two admins demoting each other at once cannot both succeed and leave the
 * portal without one. Blocking ends the user's sessions in the same transaction.
 */
const notFound = () => new ApiError(404, "not_found", httpMessages.notFound);

export async function blockedIds(db: Db, ids: readonly string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ userId: userBlocks.userId })
    .from(userBlocks)
    .where(inArray(userBlocks.userId, [...ids]));
  return new Set(rows.map((row) => row.userId));
}

export async function toAdminUsers(db: Db, rows: readonly UserRow[]): Promise<AdminUser[]> {
  const blocked = await blockedIds(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...toPublicUser(row), blocked: blocked.has(row.id) }));
}

export async function changeUser(db: Db, actorId: string, id: string, change: UserChange): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound();
  if (change.blocked && id === actorId) {
    throw new ApiError(409, "block_self", adminMessages.blockSelf, { fields: { blocked: adminMessages.blockSelf.id } });
  }
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, blockedAt: userBlocks.blockedAt })
      .from(users)
      .leftJoin(userBlocks, eq(userBlocks.userId, users.id))
      .where(sql`'admin' = any(${users.roles})`)
      .for("update", { of: users });
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!target) throw notFound();
    const states = admins.map((a) => ({ id: a.id, admin: true, blocked: a.blockedAt !== null }));
    if (leavesNoAdmin(states, id, change)) {
      const field = change.roles && !change.roles.includes("admin") ? "roles" : "blocked";
      throw new ApiError(409, "last_admin", adminMessages.lastAdmin, {
        fields: { [field]: adminMessages.lastAdmin.id },
      });
    }
    if (change.roles)
      await tx.update(users).set({ roles: change.roles, updatedAt: new Date() }).where(eq(users.id, id));
    if (change.blocked === true) {
      await tx.insert(userBlocks).values({ userId: id, blockedBy: actorId }).onConflictDoNothing();
      await tx.delete(sessions).where(eq(sessions.userId, id));
    } else if (change.blocked === false) {
      await tx.delete(userBlocks).where(eq(userBlocks.userId, id));
    }
  });
  const [row] = await db.select().from(users).where(eq(users.id, id));
  if (!row) throw notFound();
  const [user] = await toAdminUsers(db, [row]);
  if (!user) throw notFound();
  return user;
}

/**
 * Deleting a user (issue 20) keeps what the law requires: their bookings (accounting records) stay,
 * with the contact details on them anonymised. The user row stays as a tombstone, because bookings
 * point at it (`on delete restrict`): the account's own deletion (`deleteAccount`) empties it, and
 * the account is blocked as well, so nobody can sign in as it again.
 */
export async function deleteUser(db: Db, actorId: string, id: string): Promise<void> {
  if (!isUuid(id)) throw notFound();
  if (id === actorId) {
    throw new ApiError(409, "block_self", adminMessages.blockSelf, { fields: { id: adminMessages.blockSelf.id } });
  }
  await db.transaction(async (tx) => {
    const admins = await tx
      .select({ id: users.id, blockedAt: userBlocks.blockedAt })
      .from(users)
      .leftJoin(userBlocks, eq(userBlocks.userId, users.id))
      .where(sql`'admin' = any(${users.roles})`)
      .for("update", { of: users });
    const [target] = await tx.select().from(users).where(eq(users.id, id)).for("update");
    if (!target) throw notFound();
    const states = admins.map((a) => ({ id: a.id, admin: true, blocked: a.blockedAt !== null }));
    if (leavesNoAdmin(states, id, { blocked: true })) {
      throw new ApiError(409, "last_admin", adminMessages.lastAdmin, { fields: { id: adminMessages.lastAdmin.id } });
    }
    // The one deletion of an account (decision record 078), as the user's own deletion runs it:
    // bookings kept without the person, everything else anonymised or removed, sessions ended.
    await deleteAccount(tx, target, new Date());
    await tx.insert(userBlocks).values({ userId: id, blockedBy: actorId }).onConflictDoNothing();
    await tx.delete(sessions).where(eq(sessions.userId, id));
  });
}
