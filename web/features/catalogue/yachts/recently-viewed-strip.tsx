import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { useEffect, useState } from "react";
import { localized } from "../../../../domain/shared/localized.ts";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { Price } from "../../../components/catalogue/price.tsx";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { useHydrating } from "../../../lib/use-hydrating.ts";
import { readRecentYachts } from "./recently-viewed.ts";
import styles from "./recently-viewed-strip.module.css";

/** The last yachts opened on this device (the cookie of spec section 9), newest first. */
export function RecentlyViewed() {
  const locale = useLocale();
  // The cookie is read in the browser: the server's HTML (decision record 066) has no strip, and
  // the app adds it once it has taken that HTML over.
  const hydrating = useHydrating();
  const [recent, setRecent] = useState(() => (hydrating ? [] : readRecentYachts()));
  const [readLater] = useState(hydrating);
  useEffect(() => {
    if (readLater) setRecent(readRecentYachts());
  }, [readLater]);
  if (recent.length === 0) return null;
  return (
    <section className={styles.strip} aria-labelledby="recently-viewed">
      <h2 id="recently-viewed" className={styles.title}>
        <Trans>Recently viewed</Trans>
      </h2>
      <ul className={styles.list}>
        {recent.map((entry) => (
          <li key={entry.id} className={styles.item}>
            <CatalogueImage image={entry.image} alt="" ratio="4 / 3" className={styles.thumb} />
            <span className={styles.text}>
              <Link to="/yachts/$id" params={{ id: entry.id }} className={styles.link}>
                {localized(entry.name, locale)}
              </Link>
              <Price value={entry.pricePerDay} perDay />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
