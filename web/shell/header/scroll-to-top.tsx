import { useLingui } from "@lingui/react/macro";
import { ArrowUp } from "lucide-react";
import styles from "./scroll-to-top.module.css";

/** Offered after 400 px of scrolling (spec section 9); smooth unless the user prefers less motion. */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const { t } = useLingui();
  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <button
      type="button"
      className={styles.toTop}
      data-visible={visible}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={toTop}
      aria-label={t`Scroll to top`}
    >
      <ArrowUp size={20} aria-hidden="true" />
    </button>
  );
}
