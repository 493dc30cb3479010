import { Trans } from "@lingui/react/macro";
import { Backpack, BriefcaseBusiness, Cake, Camera, Car, Check, Compass, Heart, Hotel } from "lucide-react";
import type { Offer } from "../../../domain/pages/offers.ts";
import { topicTitles } from "../../../domain/pages/request-topics.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { formatMoney, money } from "../../../domain/shared/money.ts";
import { Button } from "../../components/ui/button.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import styles from "./pages.module.css";

const icons = {
  car: Car,
  hotel: Hotel,
  compass: Compass,
  backpack: Backpack,
  camera: Camera,
  heart: Heart,
  briefcase: BriefcaseBusiness,
  cake: Cake,
} as const;

/** One concierge service or special event: what it is, what it includes, from what price, and a request button. */
export function OfferCard({ offer, onRequest }: { offer: Offer; onRequest: (offer: Offer) => void }) {
  const locale = useLocale();
  const Icon = icons[offer.icon];
  const title = localized(topicTitles[offer.topic], locale);
  return (
    <article className={styles.offer} aria-labelledby={`${offer.topic}-title`}>
      <span className={styles.offerIcon}>
        <Icon size={24} aria-hidden="true" />
      </span>
      <h3 id={`${offer.topic}-title`} className={styles.offerTitle}>
        {title}
      </h3>
      <p className={styles.offerText}>{localized(offer.text, locale)}</p>
      <ul className={styles.includes}>
        {offer.includes.map((item) => (
          <li key={item.en}>
            <Check size={16} aria-hidden="true" />
            {localized(item, locale)}
          </li>
        ))}
      </ul>
      <div className={styles.offerFoot}>
        <span className={styles.offerPrice}>
          {offer.fromRub === null ? (
            <Trans>Price on request</Trans>
          ) : (
            <>
              <Trans>from</Trans> <strong>{formatMoney(money(offer.fromRub, "RUB"), locale, { whole: true })}</strong>{" "}
              <span className={styles.offerUnit}>{localized(offer.unit, locale)}</span>
            </>
          )}
        </span>
        <Button variant="secondary" onClick={() => onRequest(offer)}>
          <Trans>Ask for this</Trans>
        </Button>
      </div>
    </article>
  );
}
