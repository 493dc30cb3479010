import { useLingui } from "@lingui/react/macro";
import { Heart } from "lucide-react";
import { AppLink } from "../../components/ui/app-link.tsx";
import styles from "./donate-badge.module.css";

/** The round, slowly turning donate button of the footer (spec section 2), leading to /donations. */
export function DonateBadge() {
  const { t } = useLingui();
  // The ring text is deliberately bilingual in both interfaces, as the spec quotes it.
  const ring = t({ id: "footer.donate.ring", message: "ПОДДЕРЖАТЬ • DONATE • SUPPORT • ПОМОЧЬ •" });
  return (
    // The name holds the ring's visible words too (WCAG 2.5.3), then says what the link does.
    <AppLink href="/donations" className={styles.badge} aria-label={`${ring} ${t`Support the project: donations`}`}>
      <svg className={styles.ring} viewBox="0 0 120 120" aria-hidden="true" focusable="false">
        <defs>
          <path id="donate-ring" d="M60,60 m-46,0 a46,46 0 1,1 92,0 a46,46 0 1,1 -92,0" />
        </defs>
        <text className={styles.ringText}>
          <textPath href="#donate-ring" textLength="285">
            {ring}
          </textPath>
        </text>
      </svg>
      <span className={styles.heart} aria-hidden="true">
        <Heart size={26} fill="currentColor" />
      </span>
    </AppLink>
  );
}
