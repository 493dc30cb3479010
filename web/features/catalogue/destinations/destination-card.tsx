import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarRange, Clock, Mountain } from "lucide-react";
import type { Destination } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import card from "../../../components/catalogue/card.module.css";
import { CatalogueImage } from "../../../components/catalogue/catalogue-image.tsx";
import { difficultyLabels } from "../../../components/catalogue/labels.ts";
import { Price } from "../../../components/catalogue/price.tsx";
import { useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { DurationDays } from "../parts/duration-days.tsx";
import { seasonText } from "../parts/season.ts";
import styles from "./destination-card.module.css";

/** A place on the lake in a list: picture, name, one line, duration, difficulty, season, price. */
export function DestinationCard({ destination, priority = false }: { destination: Destination; priority?: boolean }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { min, max } = destination.durationDays;
  return (
    <article className={`${card.card} ${card.interactive}`} data-testid="destination-card">
      <CatalogueImage image={destination.image} alt="" priority={priority} />
      <span className={`${styles.difficulty} ${styles[destination.difficulty]}`}>
        <Mountain size={13} aria-hidden="true" />
        {t(difficultyLabels[destination.difficulty])}
      </span>
      <div className={card.body}>
        <h3 className={card.title}>
          <Link to="/destination/$id" params={{ id: destination.id }} className={card.link}>
            {localized(destination.name, locale)}
          </Link>
        </h3>
        <p className={styles.text}>{localized(destination.shortDescription, locale)}</p>
        <ul className={card.facts}>
          <li>
            <Clock size={15} aria-hidden="true" />
            <DurationDays min={min} max={max} />
          </li>
          <li>
            <CalendarRange size={15} aria-hidden="true" />
            {seasonText(destination.bestSeason, locale)}
          </li>
        </ul>
        <div className={card.footer}>
          <span className={styles.muted}>
            <Trans>{destination.distanceKm} km from Irkutsk</Trans>
          </span>
          <Price value={destination.pricePerDay} perDay />
        </div>
      </div>
    </article>
  );
}
