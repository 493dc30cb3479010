import type { Locale } from "../shared/locale.ts";
import { type Section, sectionText, type WikiArticle } from "./document.ts";
import { wikiEn } from "./wiki.en.ts";
import { wikiRu } from "./wiki.ru.ts";

/**
 * The sailing guide of /wiki: articles with headed sections, in both languages, and a search over
 * them. The articles ship with the page, so they read offline once the app is installed.
 */
export type { WikiArticle };
export const wikiArticles: Record<Locale, WikiArticle[]> = { en: wikiEn, ru: wikiRu };

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
