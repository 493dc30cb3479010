import { describe, expect, it } from "vitest";
import { parseFirstScreen, rendersOnServer } from "./first-screen.ts";

describe("reading the first screen's data block", () => {
  it("reads the session flag, the page's rows and the path they were rendered for", () => {
    expect(parseFirstScreen('{"session":false}')).toEqual({ session: false });
    const slides = [{ id: "a", position: 1 }];
    expect(parseFirstScreen(JSON.stringify({ session: true, rows: { heroSlides: slides }, path: "/" }))).toEqual({
      session: true,
      rows: { heroSlides: slides },
      path: "/",
    });
    expect(parseFirstScreen(JSON.stringify({ session: true, rows: [1], path: 3 }))).toEqual({ session: true });
  });

  it("counts a missing, broken or foreign block as absent, so the app asks the server", () => {
    for (const text of [null, "", "{", "[]", "null", '{"session":"no"}', '"x"']) {
      expect(parseFirstScreen(text), String(text)).toBeNull();
    }
  });
});

describe("rendersOnServer", () => {
  it("renders public pages on the server and leaves forms and signed-in pages to the browser", () => {
    for (const path of ["/", "/yachts", "/yacht/sarma", "/trips/x", "/services", "/no-such-page", "/authors"]) {
      expect(rendersOnServer(path), path).toBe(true);
    }
    for (const path of [
      "/auth",
      "/account",
      "/book/sarma",
      "/bookings",
      "/admin",
      "/admin/communications",
      "/user/dashboard",
    ]) {
      expect(rendersOnServer(path), path).toBe(false);
    }
  });
});
