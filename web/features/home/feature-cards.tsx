import { Trans } from "@lingui/react/macro";
import { Anchor, CloudOff, Compass, LifeBuoy } from "lucide-react";
import type { ReactNode } from "react";
import styles from "./home.module.css";

/** The feature-card block of spec section 2: icon, title and description on a dark background. */
const cards: { icon: ReactNode; title: ReactNode; text: ReactNode }[] = [
  {
    icon: <Anchor size={22} />,
    title: <Trans>Premium fleet</Trans>,
    text: <Trans>Yachts, sailboats and catamarans, checked before every season.</Trans>,
  },
  {
    icon: <Compass size={22} />,
    title: <Trans>Exclusive destinations</Trans>,
    text: <Trans>Olkhon, the Ushkany islands, Chivyrkuy Bay: bays you reach only from the water.</Trans>,
  },
  {
    icon: <LifeBuoy size={22} />,
    title: <Trans>Expert crew</Trans>,
    text: <Trans>Captains who know Baikal's winds, and safety gear on every yacht.</Trans>,
  },
  {
    icon: <CloudOff size={22} />,
    title: <Trans>Works offline</Trans>,
    text: <Trans>After one visit the catalogue and your trips stay with you, even with no signal.</Trans>,
  },
];

export function FeatureCards() {
  return (
    <section className={styles.features} aria-labelledby="home-features">
      <h2 id="home-features" className="visually-hidden">
        <Trans>Why sail with us</Trans>
      </h2>
      <ul className={`container ${styles.featureList}`}>
        {cards.map((card, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list
          <li key={i} className={styles.feature}>
            <span className={styles.featureIcon} aria-hidden="true">
              {card.icon}
            </span>
            <h3 className={styles.featureTitle}>{card.title}</h3>
            <p className={styles.featureText}>{card.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
