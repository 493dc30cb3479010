import { Trans } from "@lingui/react/macro";
import { Anchor, Compass, Quote, Sailboat } from "lucide-react";
import { BrandMark, BrandName } from "../../components/ui/brand-logo.tsx";
import styles from "./auth-page.module.css";

/** The large-screen side of /auth (spec section 2): the brand, three blurbs and a testimonial. */
export function MarketingPanel() {
  return (
    <aside className={styles.marketing}>
      <div className={styles.brandLine}>
        <BrandMark size={40} />
        <BrandName />
      </div>
      <h2 className={styles.marketingTitle}>
        <Trans>Your voyage on Lake Baikal starts here</Trans>
      </h2>
      <ul className={styles.blurbs}>
        <li>
          <Sailboat size={24} aria-hidden="true" />
          <div>
            <h3>
              <Trans>Premium Fleet</Trans>
            </h3>
            <p>
              <Trans>Yachts, sailboats and catamarans, inspected and ready for the lake.</Trans>
            </p>
          </div>
        </li>
        <li>
          <Compass size={24} aria-hidden="true" />
          <div>
            <h3>
              <Trans>Exclusive Destinations</Trans>
            </h3>
            <p>
              <Trans>Olkhon, the Ushkany Islands, Chivyrkuisky Bay: the bays only a boat can reach.</Trans>
            </p>
          </div>
        </li>
        <li>
          <Anchor size={24} aria-hidden="true" />
          <div>
            <h3>
              <Trans>Expert Crew</Trans>
            </h3>
            <p>
              <Trans>Experienced captains and crew who know every wind of Baikal.</Trans>
            </p>
          </div>
        </li>
      </ul>
      <figure className={styles.testimonial}>
        <Quote size={22} aria-hidden="true" />
        <blockquote>
          <Trans>
            Three days around Olkhon with a captain who knew every cove. The clearest water we have ever seen.
          </Trans>
        </blockquote>
        <figcaption>
          <Trans>Elena M., Irkutsk</Trans>
        </figcaption>
      </figure>
    </aside>
  );
}
