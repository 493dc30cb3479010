import type { Locale } from "../shared/locale.ts";
import { namedWindIds, namedWinds } from "../weather/winds.ts";
import { type Section, sectionText, type WikiArticle } from "./document.ts";
import { wikiEn } from "./wiki.en.ts";
import { wikiRu } from "./wiki.ru.ts";

/**
 * The sailing guide of /wiki: articles with headed sections, in both languages, and a search over
 * them. The articles ship with the page, so they read offline once the app is installed.
 */
export type { WikiArticle };

const signsWord: Record<Locale, string> = { en: "Signs", ru: "Приметы" };

/**
 * The named winds as the weather rules know them (domain/weather/winds.ts): one text for the wiki,
 * the forecast's warnings and the assistant, so the guide never tells a sailor another story.
 */
function namedWindsList(locale: Locale): Section["blocks"] {
  return [
    {
      list: namedWindIds.map((id) => {
        const wind = namedWinds[id];
        return `${wind.name[locale]}, ${wind.from[locale]}: ${wind.character[locale]} ${signsWord[locale]}: ${wind.signs[locale]}`;
      }),
    },
  ];
}

const withNamedWinds = (articles: WikiArticle[], locale: Locale): WikiArticle[] =>
  articles.map((article) => ({
    ...article,
    sections: article.sections.map((section) =>
      section.id === "winds-named" ? { ...section, blocks: namedWindsList(locale) } : section,
    ),
  }));

export const wikiArticles: Record<Locale, WikiArticle[]> = {
  en: withNamedWinds(wikiEn, "en"),
  ru: withNamedWinds(wikiRu, "ru"),
};

/** The shortest query searched: one letter would match nearly every article. */
export const WIKI_QUERY_MIN = 2;

export type WikiHit = { article: WikiArticle; section: Section | null };

/** Lower-cased, ё read as е, so "ёлка" finds "елка" and "Sarma" finds "sarma". */
function fold(text: string): string {
  return text.toLocaleLowerCase("ru").replaceAll("ё", "е");
}

/**
 * The articles whose words contain every word of the query, in the guide's order, each with the
 * first section that matches (null when only the title or summary does). An empty or too short
 * query finds nothing, the page then shows every article.
 */
export function searchWiki(articles: readonly WikiArticle[], query: string): WikiHit[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.join("").length < WIKI_QUERY_MIN) return [];
  const hits: WikiHit[] = [];
  for (const article of articles) {
    const sections = article.sections.map((section) => ({ section, text: fold(sectionText(section)) }));
    const all = fold(`${article.title}\n${article.summary}\n`) + sections.map((s) => s.text).join("\n");
    if (!words.every((word) => all.includes(word))) continue;
    const section = sections.find((s) => words.some((word) => s.text.includes(word)))?.section ?? null;
    hits.push({ article, section });
  }
  return hits;
}
