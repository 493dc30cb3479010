import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { leavesNoAdmin, UserChangeSchema } from "./user-admin.ts";

const admin = (id: string, blocked = false) => ({ id, admin: true, blocked });

describe("changing a user in the admin's users tab", () => {
  it("accepts known roles (duplicates once) and a blocked flag, and refuses the rest naming roles", () => {
    expect(v.parse(UserChangeSchema, { roles: ["owner", "owner", "admin"] })).toEqual({ roles: ["owner", "admin"] });
    expect(v.parse(UserChangeSchema, { blocked: true })).toEqual({ blocked: true });
    for (const body of [{ roles: [] }, { roles: ["pirate"] }, {}, { roles: "admin" }]) {
      const result = v.safeParse(UserChangeSchema, body);
      expect(result.success).toBe(false);
    }
  });

  it("never removes or blocks the last working admin", () => {
    expect(leavesNoAdmin([admin("a")], "a", { roles: ["customer"] })).toBe(true);
    expect(leavesNoAdmin([admin("a")], "a", { blocked: true })).toBe(true);
    // A blocked admin does not count: the other one is the last that works.
    expect(leavesNoAdmin([admin("a"), admin("b", true)], "a", { roles: ["owner"] })).toBe(true);
    expect(leavesNoAdmin([admin("a"), admin("b")], "a", { roles: ["owner"] })).toBe(false);
    expect(leavesNoAdmin([admin("a")], "a", { roles: ["admin", "owner"] })).toBe(false);
    // Changing someone who is not an admin never touches the count.
    expect(leavesNoAdmin([admin("a")], "c", { blocked: true })).toBe(false);
  });
});
