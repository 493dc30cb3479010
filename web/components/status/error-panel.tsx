import type { ReactNode } from "react";
import styles from "./error-panel.module.css";

type Props = {
  icon: ReactNode;
  title: ReactNode;
  text: ReactNode;
  detail?: string | undefined;
  tone?: "danger" | "neutral";
  children?: ReactNode;
};

/** The frame of every failure and empty-page screen: icon, title, explanation, actions. */
export function ErrorPanel({ icon, title, text, detail, tone = "danger", children }: Props) {
  return (
    <section className={styles.panel} role={tone === "danger" ? "alert" : undefined}>
      <span className={`${styles.icon} ${tone === "neutral" ? styles.iconNeutral : ""}`} aria-hidden="true">
        {icon}
      </span>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.text}>{text}</p>
      {detail ? <p className={styles.detail}>{detail}</p> : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </section>
  );
}
