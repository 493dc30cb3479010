import type { Locale } from "../shared/locale.ts";

/**
 * The long texts of the information pages (privacy policy, terms of service, the wiki): written
 * in both languages as content, like the catalogue's descriptions, not as interface strings
 * (decision record 078): they ship with their page's chunk, not in the catalog every page loads.
 */

/** A paragraph, or a bulleted list. */
export type Block = string | { list: string[] };

export type Section = {
  /** The anchor of the section (`/privacy-policy#rights`), the same in both languages. */
  id: string;
  title: string;
  blocks: Block[];
};

export type PageDocument = {
  title: string;
  lead: string;
  sections: Section[];
};

/** A document in both languages; the page picks the reader's. */
export type BilingualDocument = Record<Locale, PageDocument>;

/** The date the current version of the policy and the terms took effect (ISO date). */
export const LEGAL_TEXTS_EFFECTIVE = "2026-11-25";

/** Every word of a section, for search: its title, its paragraphs and its list items. */
export function sectionText(section: Section): string {
  const parts = [section.title];
  for (const block of section.blocks) {
    if (typeof block === "string") parts.push(block);
    else parts.push(...block.list);
  }
  return parts.join("\n");
}

/** An article of the sailing guide (/wiki): a summary for its card, then headed sections. */
export type WikiArticle = { id: string; title: string; summary: string; sections: Section[] };
