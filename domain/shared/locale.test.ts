import { describe, expect, it } from "vitest";
import { detectLocale, parseAcceptLanguage, readCookie, toLocale } from "./locale.ts";

describe("language detection", () => {
  it("prefers the cookie, then the browser's languages in order, then English", () => {
    expect(detectLocale({ cookie: "ru", languages: ["en-GB"] })).toBe("ru");
    expect(detectLocale({ cookie: "de", languages: ["fr-FR", "ru-RU", "en"] })).toBe("ru");
    expect(detectLocale({ languages: ["de-DE", "fr"] })).toBe("en");
    expect(detectLocale({})).toBe("en");
  });

  it("reduces regional tags to the languages we speak", () => {
    expect(toLocale("ru-RU")).toBe("ru");
    expect(toLocale("EN_gb")).toBe("en");
    expect(toLocale("uk-UA")).toBeUndefined();
  });

  it("orders Accept-Language by quality and ignores q=0 and *", () => {
    expect(parseAcceptLanguage("en;q=0.5, ru-RU, *;q=0.1, de;q=0")).toEqual(["ru-RU", "en"]);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("reads one cookie from a header", () => {
    expect(readCookie("a=1; preferred_language=ru; b=2", "preferred_language")).toBe("ru");
    expect(readCookie("preferred_language_x=ru", "preferred_language")).toBeUndefined();
  });
});
