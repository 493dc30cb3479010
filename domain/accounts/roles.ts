/**
 * The roles of spec section 6, the primary-role order, and what registration may choose. A role
 * check reads the roles array, or a JSON string of it, and is false when the user or list is missing.
 */
export const roles = [
  "admin",
  "owner",
  "travel_manager",
  "captain",
  "crew_member",
  "service_company",
  "traveler",
  "customer",
] as const;
export type Role = (typeof roles)[number];

/** The primary role is the first of these the user holds (the same order as the list above). */
export const primaryRoleOrder: readonly Role[] = roles;
export const defaultRole: Role = "customer";

/** Offered by the register tab, customer first and checked; admin is never selectable. */
export const selectableRoles = [
  "customer",
  "owner",
  "travel_manager",
  "traveler",
  "captain",
  "crew_member",
  "service_company",
] as const satisfies readonly Role[];
export type SelectableRole = (typeof selectableRoles)[number];

/** The booking flow's inline sign-up offers only this short choice of account type (spec README, decision 5). */
export const quickSignupRoles = ["customer", "owner"] as const satisfies readonly SelectableRole[];

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (roles as readonly string[]).includes(value);
}

/** The roles of a user as they may arrive: an array, a JSON string of one, or nothing. */
export function parseRoles(value: unknown): Role[] {
  let list = value;
  if (typeof list === "string") {
    try {
      list = JSON.parse(list);
    } catch {
      return [];
    }
  }
  return Array.isArray(list) ? list.filter(isRole) : [];
}

type WithRoles = { roles?: unknown } | null | undefined;

export function hasRole(user: WithRoles, role: Role): boolean {
  if (!user) return false;
  return parseRoles(user.roles).includes(role);
}

export function primaryRole(user: WithRoles): Role {
  const held = parseRoles(user?.roles);
  return primaryRoleOrder.find((role) => held.includes(role)) ?? defaultRole;
}
