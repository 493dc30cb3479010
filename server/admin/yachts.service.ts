import { asc, eq } from "drizzle-orm";
import { hasRole } from "../../domain/accounts/roles.ts";
import type { AdminYacht } from "../../domain/admin/admin-yachts.ts";
import type { Db } from "../db/client.ts";
import { users, yachts } from "../db/schema/index.ts";

/**
 * The admin's Yachts tab: every yacht with who answers its booking requests, and the change of
 * that owner. Requests of a yacht without an owner go to the admins (booking-records.ts).
 */
const columns = {
  id: yachts.id,
  name: yachts.name,
  type: yachts.type,
  listing: yachts.listing,
  ownerId: users.id,
  ownerFirstName: users.firstName,
  ownerLastName: users.lastName,
  ownerEmail: users.email,
};

type Row = {
  id: string;
  name: AdminYacht["name"];
  type: AdminYacht["type"];
  listing: AdminYacht["listing"];
  ownerId: string | null;
  ownerFirstName: string | null;
  ownerLastName: string | null;
  ownerEmail: string | null;
};

const toAdminYacht = (row: Row): AdminYacht => ({
  id: row.id,
  name: row.name,
  type: row.type,
  listing: row.listing,
  owner: row.ownerId
    ? {
        id: row.ownerId,
        firstName: row.ownerFirstName ?? "",
        lastName: row.ownerLastName ?? "",
        email: row.ownerEmail ?? "",
      }
    : null,
});

const selectYachts = (db: Db) => db.select(columns).from(yachts).leftJoin(users, eq(users.id, yachts.ownerId));

/** Owner-listed yachts first (they are the ones to assign), then the partners'. */
export async function listAdminYachts(db: Db): Promise<AdminYacht[]> {
  return (await selectYachts(db).orderBy(asc(yachts.listing), asc(yachts.id))).map(toAdminYacht);
}

export type OwnerChange =
  | { kind: "done"; yacht: AdminYacht }
  | { kind: "not_found" }
  | { kind: "not_owner" }
  | { kind: "partner" };

/** Gives the yacht to `ownerId` (a user with the owner role), or back to the portal with null. */
export async function setYachtOwner(db: Db, yachtId: string, ownerId: string | null): Promise<OwnerChange> {
  const [yacht] = await db.select({ listing: yachts.listing }).from(yachts).where(eq(yachts.id, yachtId));
  if (!yacht) return { kind: "not_found" };
  if (ownerId !== null) {
    if (yacht.listing === "partner") return { kind: "partner" };
    const [owner] = await db.select({ roles: users.roles }).from(users).where(eq(users.id, ownerId));
    if (!owner || !hasRole(owner, "owner")) return { kind: "not_owner" };
  }
  await db.update(yachts).set({ ownerId }).where(eq(yachts.id, yachtId));
  const [row] = await selectYachts(db).where(eq(yachts.id, yachtId));
  return row ? { kind: "done", yacht: toAdminYacht(row) } : { kind: "not_found" };
}
