import { describe, expect, it } from "vitest";
import { nextHeaderMode } from "./header-scroll.ts";

describe("nextHeaderMode", () => {
  it("shows the full header near the top, whatever the direction", () => {
    expect(nextHeaderMode("hidden", 300, 49)).toBe("full");
    expect(nextHeaderMode("compact", 0, 30)).toBe("full");
  });

  it("hides it when scrolling down past 100 px, not before", () => {
    expect(nextHeaderMode("full", 90, 101)).toBe("hidden");
    expect(nextHeaderMode("full", 60, 95)).toBe("compact");
  });

  it("brings it back compact when scrolling up past 50 px", () => {
    expect(nextHeaderMode("hidden", 500, 480)).toBe("compact");
    expect(nextHeaderMode("hidden", 120, 60)).toBe("compact");
  });

  it("keeps the current mode when the page does not move", () => {
    expect(nextHeaderMode("hidden", 400, 400)).toBe("hidden");
    expect(nextHeaderMode("compact", 400, 400)).toBe("compact");
  });
});
