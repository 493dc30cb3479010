import type { ReactNode } from "react";
import styles from "./notice.module.css";

/**
 * A short tinted line that says how things stand: offline, last known data, a deadline, a refusal.
 * `small` for notes inside a panel; the role is the caller's (status, alert, note).
 */
type Props = {
  tone?: "warning" | "danger" | "neutral";
  icon?: ReactNode;
  small?: boolean;
  role?: "status" | "alert" | "note";
  className?: string;
  children: ReactNode;
};

export function Notice({ tone = "neutral", icon, small = false, role, className, children }: Props) {
  return (
    <div className={`${styles.notice} ${className ?? ""}`} data-tone={tone} data-small={small} role={role}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <div className={styles.body}>{children}</div>
    </div>
  );
}
