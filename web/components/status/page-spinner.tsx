import { Trans } from "@lingui/react/macro";
import styles from "./spinner.module.css";

/** Shown while a page's code loads (spec section 2: pages load on demand). */
export function PageSpinner() {
  return (
    <div className={styles.wrap} role="status" aria-live="polite">
      <span className={styles.spinner} aria-hidden="true" />
      <span className="visually-hidden">
        <Trans>Loading…</Trans>
      </span>
    </div>
  );
}
