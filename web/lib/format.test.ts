import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "./format.ts";

describe("formatting in the user's language", () => {
  it("keeps each language and each set of options apart, however often it formats", () => {
    const day = "2027-07-10T12:00:00Z";
    for (const _ of [1, 2]) {
      expect(formatDate(day, "en", { day: "numeric", month: "long" })).toBe("10 July");
      expect(formatDate(day, "ru", { day: "numeric", month: "long" })).toBe("10 июля");
      expect(formatDate(day, "en", { month: "long" })).toBe("July");
      expect(formatDate(day, "en")).toBe("10 Jul 2027");
      expect(formatNumber(90000, "en")).toBe("90,000");
      expect(formatNumber(90000, "ru").replace(/\s/g, " ")).toBe("90 000");
      expect(formatNumber(0.5, "en", { style: "percent" })).toBe("50%");
    }
  });
});
