import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import type { Block, Section } from "../../../domain/pages/document.ts";
import styles from "./pages.module.css";

/** A paragraph or a bulleted list of a document. */
export function BlockView({ block }: { block: Block }) {
  if (typeof block === "string") return <p>{block}</p>;
  return (
    <ul>
      {block.list.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

/**
 * A headed section of a long text; `after` adds what only the page has (the policy's cookie
 * table). The id is the anchor the table of contents and other pages link to.
 */
export function SectionView({ section, level = 2, after }: { section: Section; level?: 2 | 3; after?: ReactNode }) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
      <Heading id={`${section.id}-title`} className={level === 2 ? styles.sectionTitle : styles.subTitle}>
        {section.title}
      </Heading>
      {section.blocks.map((block, index) => (
        // A section's blocks never move: their place is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed content
        <BlockView key={index} block={block} />
      ))}
      {after}
    </section>
  );
}

/** "On this page": links to the sections of a long text, so a phone need not scroll through it. */
export function Contents({ sections, label }: { sections: { id: string; title: string }[]; label?: ReactNode }) {
  return (
    <nav className={styles.contents} aria-labelledby="contents-title">
      <h2 id="contents-title" className={styles.contentsTitle}>
        {label ?? <Trans>On this page</Trans>}
      </h2>
      <ol>
        {sections.map((section) => (
          <li key={section.id}>
            <a href={`#${section.id}`}>{section.title}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
