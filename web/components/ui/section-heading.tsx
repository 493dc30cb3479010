import type { ReactNode } from "react";
import styles from "./section-heading.module.css";

/**
 * The heading of a page section in the visual language: a small brass eyebrow, a serif title and
 * one line of lead. `tone="dark"` for sections on navy. Used by the home page and later screens.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  lead,
  tone = "light",
  align = "center",
}: {
  id: string;
  eyebrow?: ReactNode;
  title: ReactNode;
  lead?: ReactNode;
  tone?: "light" | "dark";
  align?: "center" | "start";
}) {
  return (
    <header className={`${styles.heading} ${styles[tone]} ${styles[align]}`}>
      {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
    </header>
  );
}
