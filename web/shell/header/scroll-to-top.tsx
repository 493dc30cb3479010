import { useLingui } from "@lingui/react/macro";
import { ArrowUp } from "lucide-react";
import { useClearOfBottomBars } from "../../lib/bottom-bars.ts";
import styles from "./scroll-to-top.module.css";

/** The button's size and its usual distance from the bottom edge (scroll-to-top.module.css). */
const SIZE_PX = 48;
const BOTTOM_PX = 24;
const LEFT_PX = 24;
const place = () => ({ bottom: BOTTOM_PX, height: SIZE_PX, left: LEFT_PX, right: LEFT_PX + SIZE_PX });

/**
 * Offered after 400 px of scrolling (spec section 9); smooth unless the user prefers less motion.
 * It rises above a bar stuck to the bottom (a price, a total): it never covers a price or a button.
 */
export function ScrollToTop({ visible }: { visible: boolean }) {
  const { t } = useLingui();
  const bottom = useClearOfBottomBars(place);
  const toTop = () => {
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  };
  return (
    <button
      type="button"
      className={styles.toTop}
      data-visible={visible}
      style={bottom === BOTTOM_PX ? undefined : { bottom: `${bottom}px` }}
      aria-hidden={!visible}
      tabIndex={visible ? 0 : -1}
      onClick={toTop}
      aria-label={t`Scroll to top`}
    >
      <ArrowUp size={20} aria-hidden="true" />
    </button>
  );
}
