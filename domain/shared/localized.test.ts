import { describe, expect, it } from "vitest";
import { localized } from "./localized.ts";

describe("localized", () => {
  it("picks the language and falls back to the other one", () => {
    expect(localized({ en: "Small Sea", ru: "Малое Море" }, "ru")).toBe("Малое Море");
    expect(localized({ en: "Small Sea", ru: "" }, "ru")).toBe("Small Sea");
    expect(localized({ en: "", ru: "Малое Море" }, "en")).toBe("Малое Море");
    expect(localized(undefined, "en")).toBe("");
  });
});
