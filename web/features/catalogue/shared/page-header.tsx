import type { ReactNode } from "react";
import styles from "./page-header.module.css";
import { SyncNote } from "./sync-note.tsx";

/** The top of a catalogue page: title, one line about it, and how fresh the offline copy is. */
export function PageHeader({ title, lead }: { title: ReactNode; lead?: ReactNode }) {
  return (
    <header className={styles.header}>
      <h1 className={styles.title}>{title}</h1>
      {lead ? <p className={styles.lead}>{lead}</p> : null}
      <SyncNote />
    </header>
  );
}
