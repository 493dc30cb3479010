import type { ReactNode } from "react";
import styles from "./page-header.module.css";
import { SyncNote } from "./sync-note.tsx";

/**
 * The top of a catalogue page: title, one line about it, and how fresh the offline copy is (left
 * out on a page that shows nothing from the catalogue).
 */
export function PageHeader({
  title,
  lead,
  syncNote = true,
}: {
  title: ReactNode;
  lead?: ReactNode;
  syncNote?: boolean;
}) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      {syncNote ? <SyncNote /> : null}
    </header>
  );
}
