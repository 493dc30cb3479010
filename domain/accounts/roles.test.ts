import { describe, expect, it } from "vitest";
import { hasRole, parseRoles, primaryRole, selectableRoles } from "./roles.ts";

describe("roles", () => {
  it("reads the roles array, or a JSON string of it, and is false when missing", () => {
    expect(hasRole({ roles: ["owner"] }, "owner")).toBe(true);
    expect(hasRole({ roles: '["admin","customer"]' }, "admin")).toBe(true);
    expect(hasRole({ roles: "not json" }, "admin")).toBe(false);
    expect(hasRole({}, "customer")).toBe(false);
    expect(hasRole(null, "customer")).toBe(false);
    expect(parseRoles(["owner", "pirate", 3])).toEqual(["owner"]);
  });

  it("picks the primary role in the order of section 6, customer by default", () => {
    expect(primaryRole({ roles: ["customer", "captain", "owner"] })).toBe("owner");
    expect(primaryRole({ roles: ["traveler", "crew_member"] })).toBe("crew_member");
    expect(primaryRole({ roles: ["customer", "admin"] })).toBe("admin");
    expect(primaryRole({ roles: [] })).toBe("customer");
    expect(primaryRole(undefined)).toBe("customer");
  });

  it("never offers admin at registration, and offers customer first", () => {
    expect(selectableRoles).not.toContain("admin");
    expect(selectableRoles[0]).toBe("customer");
    expect(selectableRoles).toHaveLength(7);
  });
});
