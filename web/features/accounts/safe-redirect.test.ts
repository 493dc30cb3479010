import { describe, expect, it } from "vitest";
import { safeRedirect } from "./safe-redirect.ts";

describe("safeRedirect", () => {
  it("keeps paths of this site and refuses other hosts and the auth page itself", () => {
    expect(safeRedirect("/admin?tab=users&userId=1")).toBe("/admin?tab=users&userId=1");
    expect(safeRedirect("/account")).toBe("/account");
    expect(safeRedirect("//evil.example/x")).toBeNull();
    expect(safeRedirect("/\\evil.example")).toBeNull();
    expect(safeRedirect("https://evil.example")).toBeNull();
    expect(safeRedirect("/auth?tab=register")).toBeNull();
    expect(safeRedirect(undefined)).toBeNull();
  });
});
