import { describe, expect, it } from "vitest";
import { badgeText, notificationsQuery } from "./admin-api.ts";

describe("admin notifications", () => {
  it("shows '9+' above nine unread", () => {
    expect([0, 1, 9, 10, 42].map(badgeText)).toEqual(["0", "1", "9", "9+", "9+"]);
  });

  it("polls every 60 s, is fresh 30 s, kept 5 min, and never refetches on focus (spec section 9)", () => {
    expect(notificationsQuery).toMatchObject({
      refetchInterval: 60_000,
      staleTime: 30_000,
      gcTime: 300_000,
      refetchOnWindowFocus: false,
    });
  });
});
