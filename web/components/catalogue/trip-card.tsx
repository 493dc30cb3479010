import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, Check, MapPin, Sailboat, Users } from "lucide-react";
import { type TripCardSize, tripCardLimits } from "../../../domain/catalogue/trip-query.ts";
import type { Destination, TripPackage } from "../../../domain/catalogue/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate } from "../../lib/format.ts";
import { buttonClass } from "../ui/button.tsx";
import card from "./card.module.css";
import { CatalogueImage } from "./catalogue-image.tsx";
import { vesselTypeLabels } from "./labels.ts";
import { Price } from "./price.tsx";
import { Rating } from "./rating.tsx";
import styles from "./trip-card.module.css";

type Props = {
  trip: TripPackage;
  /** The catalogue's places, to name the trip's destinations and their highlights. */
  places: ReadonlyMap<string, Destination>;
  size?: TripCardSize;
  /** The page's largest picture (the first card of a list). */
  priority?: boolean;
};

/**
 * The trip card of spec section 2, reused on the home page. Large: up to 3 destinations with up
 * to 3 highlights each, 6 activities and 3 included items. Small: 2 destinations and 4 activities.
 */
export function TripCard({ trip, places, size = "large", priority = false }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const limits = tripCardLimits[size];
  const stops = trip.destinationIds
    .map((id) => places.get(id))
    .filter((d): d is Destination => d !== undefined)
    .slice(0, limits.destinations);
  const activities = trip.activities.slice(0, limits.activities);
  const includes = trip.includes.slice(0, limits.includes);
  const dates = `${formatDate(trip.startDate, locale, { day: "numeric", month: "short" })} – ${formatDate(trip.endDate, locale, { day: "numeric", month: "short", year: "numeric" })}`;

  return (
    <article className={`${card.card} ${styles[size]}`} data-testid={`trip-card-${size}`}>
      <CatalogueImage
        image={trip.image}
        alt=""
        ratio={size === "large" ? "16 / 9" : "3 / 2"}
        priority={priority}
        className={styles.image}
      />
      <div className={styles.body}>
        <div className={styles.top}>
          <span className={styles.duration}>
            <Plural value={trip.durationDays} one="# day" other="# days" />
          </span>
          <Rating value={trip.rating} count={trip.reviews} />
        </div>
        <h3 className={styles.title}>{localized(trip.title, locale)}</h3>
        {size === "large" ? <p className={styles.description}>{localized(trip.description, locale)}</p> : null}
        <ul className={styles.meta}>
          <li>
            <CalendarDays size={15} aria-hidden="true" />
            {dates}
          </li>
          <li>
            <Sailboat size={15} aria-hidden="true" />
            {localized(trip.yachtName, locale)} · {t(vesselTypeLabels[trip.yachtType])}
          </li>
          <li>
            <Users size={15} aria-hidden="true" />
            <Plural value={trip.capacity} one="up to # guest" other="up to # guests" />
          </li>
        </ul>
        {stops.length ? (
          <div className={styles.block}>
            <h4 className={styles.blockTitle}>
              <Trans>Destinations</Trans>
            </h4>
            <ul className={styles.stops} data-testid="trip-destinations">
              {stops.map((stop) => (
                <li key={stop.id}>
                  <span className={styles.stopName}>
                    <MapPin size={14} aria-hidden="true" />
                    {localized(stop.name, locale)}
                  </span>
                  {limits.highlightsPerDestination > 0 ? (
                    <ul className={styles.highlights} data-testid="trip-highlights">
                      {stop.highlights.slice(0, limits.highlightsPerDestination).map((h) => (
                        <li key={h.en}>{localized(h, locale)}</li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <ul className={styles.activities} aria-label={t`Activities`} data-testid="trip-activities">
          {activities.map((activity) => (
            <li key={activity.id}>{localized(activity.name, locale)}</li>
          ))}
        </ul>
        {includes.length ? (
          <div className={styles.block}>
            <h4 className={styles.blockTitle}>
              <Trans>Included</Trans>
            </h4>
            <ul className={styles.includes} data-testid="trip-includes">
              {includes.map((item) => (
                <li key={item.en}>
                  <Check size={14} aria-hidden="true" />
                  {localized(item, locale)}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={card.footer}>
          <div className={styles.price}>
            <Price value={trip.totalPrice} size={size === "large" ? "lg" : "md"} />
            <span className={styles.perDay}>
              <Price value={trip.basePrice} perDay />
            </span>
          </div>
          <Link
            to="/trips/$id"
            params={{ id: trip.id }}
            className={buttonClass("primary", size === "large" ? "medium" : "small")}
          >
            <Trans>View Details</Trans>
          </Link>
        </div>
      </div>
    </article>
  );
}
