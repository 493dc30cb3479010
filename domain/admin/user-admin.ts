import * as v from "valibot";
import type { PublicUser } from "../accounts/accounts.ts";
import { isRole, type Role } from "../accounts/roles.ts";
import { adminMessages as m } from "./messages.ts";

/**
 * The admin's users tab (issue 20): change a user's roles (admin among them) and block or unblock
 * them. PATCH /api/admin/users/{id} with either or both; the portal never loses its last admin.
 */
export const UserChangeSchema = v.pipe(
  v.object({
    roles: v.optional(
      v.pipe(
        v.array(v.string(m.rolesInvalid.id), m.rolesInvalid.id),
        v.minLength(1, m.rolesInvalid.id),
        v.check((list) => list.every(isRole), m.rolesInvalid.id),
        v.transform((list) => [...new Set(list)] as Role[]),
      ),
    ),
    blocked: v.optional(v.boolean()),
  }),
  v.check((body) => body.roles !== undefined || body.blocked !== undefined, m.rolesInvalid.id),
);
export type UserChange = v.InferOutput<typeof UserChangeSchema>;

/** A user as the users tab shows them: the public fields and whether they are blocked. */
export type AdminUser = PublicUser & { blocked: boolean };

/** An admin who counts toward "the last admin": holds the role and is not blocked. */
export type AdminState = { id: string; admin: boolean; blocked: boolean };

/**
 * Whether the change leaves no working admin: `admins` are the users holding the admin role now.
 * A change that keeps the target a working admin, or leaves another one, is allowed.
 */
export function leavesNoAdmin(admins: readonly AdminState[], targetId: string, change: UserChange): boolean {
  const working = admins.filter((a) => a.admin && !a.blocked);
  const target = admins.find((a) => a.id === targetId);
  if (!target || !working.some((a) => a.id === targetId)) return false;
  const stillAdmin = change.roles === undefined ? true : change.roles.includes("admin");
  const stillWorking = stillAdmin && !(change.blocked ?? target.blocked);
  return !stillWorking && working.length <= 1;
}
