import { describe, expect, it } from "vitest";
import { locales } from "../shared/locale.ts";
import { cookieItems } from "./cookie-items.ts";
import { type PageDocument, sectionText } from "./document.ts";
import { privacyPolicy, termsOfService } from "./documents.ts";
import { conciergeOffers, specialEventOffers } from "./offers.ts";
import { isRequestTopic, requestTopics, topicTitles } from "./request-topics.ts";
import { searchWiki, wikiArticles } from "./wiki.ts";

const ids = (doc: PageDocument) => doc.sections.map((section) => section.id);

describe("the legal texts", () => {
  it("have the same sections in both languages, none empty", () => {
    for (const doc of [privacyPolicy, termsOfService]) {
      expect(ids(doc.ru)).toEqual(ids(doc.en));
      for (const locale of locales) {
        for (const section of doc[locale].sections) expect(sectionText(section).length).toBeGreaterThan(60);
      }
    }
  });

  it("the policy names the rights' way through /account, the laws, and who receives data", () => {
    const en = privacyPolicy.en.sections.map(sectionText).join("\n");
    expect(en).toContain("152-FZ");
    expect(en).toContain("GDPR");
    expect(en).toContain("Download my data");
    expect(en).toContain("Delete account");
    expect(en).toMatch(/insurer/i);
    const ru = privacyPolicy.ru.sections.map(sectionText).join("\n");
    expect(ru).toContain("Скачать мои данные");
    expect(ru).toContain("Удалить аккаунт");
  });

  it("the terms cover cancellation, deposits and Baikal's weather", () => {
    expect(ids(termsOfService.en)).toEqual(expect.arrayContaining(["cancellation", "payment", "weather", "owner"]));
  });
});

describe("the cookie table", () => {
  it("lists the spec's browser items with the lifetimes of section 9", () => {
    const days = Object.fromEntries(cookieItems.map((item) => [item.name, item.days]));
    expect(days).toMatchObject({
      sessionId: 1,
      cookieConsent: 365,
      analyticsConversionEvents: 30,
      recentlyViewedYachts: 30,
      userPreferences: 365,
      preferred_language: 365,
    });
    expect(cookieItems.filter((item) => item.category === "analytics").map((item) => item.name)).toEqual([
      "sessionId",
      "analyticsConversionEvents",
    ]);
  });
});

describe("the wiki", () => {
  it("has the same articles and sections in both languages", () => {
    const shape = (locale: "en" | "ru") => wikiArticles[locale].map((a) => [a.id, a.sections.map((s) => s.id)]);
    expect(shape("ru")).toEqual(shape("en"));
    expect(wikiArticles.en.map((a) => a.id)).toEqual([
      "winds",
      "harbours",
      "small-craft-rules",
      "season",
      "safety",
      "etiquette",
    ]);
  });

  it("finds articles by every word of the query, whatever the case, with the section that matches", () => {
    const [hit, ...rest] = searchWiki(wikiArticles.en, "SARMA Primorsky");
    expect(rest).toHaveLength(0);
    expect(hit?.article.id).toBe("winds");
    expect(hit?.section?.id).toBe("winds-named");
    expect(searchWiki(wikiArticles.en, "life jacket").map((h) => h.article.id)).toContain("small-craft-rules");
  });

  it("reads ё as е in Russian, and finds nothing for a one-letter or unknown query", () => {
    expect(searchWiki(wikiArticles.ru, "нерпой")).toEqual([]);
    expect(searchWiki(wikiArticles.ru, "нерп").map((h) => h.article.id)).toEqual(["harbours", "etiquette"]);
    expect(searchWiki(wikiArticles.ru, "ЛЕД").map((h) => h.article.id)).toContain("season");
    expect(searchWiki(wikiArticles.en, "s")).toEqual([]);
    expect(searchWiki(wikiArticles.en, "kangaroo")).toEqual([]);
  });
});

describe("request topics", () => {
  it("every offer has a known topic with titles in both languages", () => {
    for (const offer of [...conciergeOffers, ...specialEventOffers]) {
      expect(isRequestTopic(offer.topic)).toBe(true);
      expect(topicTitles[offer.topic].ru).not.toBe("");
    }
    expect(requestTopics).toHaveLength(8);
    expect(isRequestTopic("toString")).toBe(false);
  });
});
