import { describe, expect, it } from "vitest";
import { dashboardFor, initialsOf, profileLinks } from "./account-links.ts";

describe("the logged-in header's links by role", () => {
  it("gives admins, owners, service companies, travel managers and crew their dashboard", () => {
    expect(dashboardFor({ roles: ["customer", "admin"] })?.href).toBe("/admin");
    expect(dashboardFor({ roles: ["owner"] })?.href).toBe("/owner/dashboard");
    expect(dashboardFor({ roles: '["service_company"]' })?.href).toBe("/service-company/dashboard");
    expect(dashboardFor({ roles: ["travel_manager"] })?.href).toBe("/travel-manager/dashboard");
    expect(dashboardFor({ roles: ["crew_member"] })?.href).toBe("/crew/dashboard");
    expect(dashboardFor({ roles: ["customer", "captain"] })?.href).toBe("/crew/dashboard");
    // The primary role decides: an owner who is also a captain gets the owner's dashboard.
    expect(dashboardFor({ roles: ["captain", "owner"] })?.href).toBe("/owner/dashboard");
    expect(dashboardFor({ roles: ["customer", "traveler"] })).toBeNull();
  });

  it("offers settings, the personal or role panel and the social club, as spec section 2 lists them", () => {
    expect(profileLinks({ roles: ["customer"] }).map((link) => link.href)).toEqual([
      "/account",
      "/user/dashboard",
      "/social-club",
    ]);
    expect(profileLinks({ roles: ["owner"] })[1]?.href).toBe("/owner/dashboard");
    expect(profileLinks({ roles: ["traveler"] })[1]?.label.message).toBe("Personal panel");
    expect(initialsOf({ firstName: "анна", lastName: "Петрова" })).toBe("АП");
  });
});
