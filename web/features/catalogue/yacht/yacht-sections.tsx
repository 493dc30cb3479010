import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Check } from "lucide-react";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import { localized } from "../../../../domain/shared/localized.ts";
import {
  captainLabels,
  crewRoleLabels,
  featureLabels,
  languageNames,
  yachtTypeLabels,
} from "../../../components/catalogue/labels.ts";
import { Rating, Stars } from "../../../components/catalogue/rating.tsx";
import { useDestinations, useLocale } from "../../../lib/catalogue/use-catalogue.ts";
import { formatDate, formatNumber } from "../../../lib/format.ts";
import styles from "./yacht-sections.module.css";

/** Specifications of spec section 3: length, capacity, cabins, year built, type, and where she lives. */
export function YachtSpecs({ yacht }: { yacht: Yacht }) {
  const { t } = useLingui();
  const locale = useLocale();
  const places = useDestinations();
  const harbour = places?.find((d) => d.id === yacht.homeHarbourId);
  const rows: [string, string][] = [
    [t`Type`, t(yachtTypeLabels[yacht.type])],
    [t`Length`, t`${formatNumber(yacht.lengthM, locale, { maximumFractionDigits: 1 })} m`],
    [t`Guests`, String(yacht.capacity)],
    [t`Cabins`, String(yacht.cabins)],
    [t`Year built`, String(yacht.yearBuilt)],
    [t`Captain`, t(captainLabels[yacht.captain])],
  ];
  return (
    <section aria-labelledby="specs-title" className={styles.section}>
      <h2 id="specs-title">
        <Trans>Specifications</Trans>
      </h2>
      <dl className={styles.specs}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
        <div>
          <dt>
            <Trans>Home harbour</Trans>
          </dt>
          <dd>
            {harbour ? (
              <Link to="/destination/$id" params={{ id: harbour.id }}>
                {localized(harbour.name, locale)}
              </Link>
            ) : (
              "—"
            )}
          </dd>
        </div>
      </dl>
    </section>
  );
}

export function YachtFeatures({ yacht }: { yacht: Yacht }) {
  const { t } = useLingui();
  if (yacht.features.length === 0) return null;
  return (
    <section aria-labelledby="features-title" className={styles.section}>
      <h2 id="features-title">
        <Trans>On board</Trans>
      </h2>
      <ul className={styles.features}>
        {yacht.features.map((feature) => (
          <li key={feature}>
            <Check size={16} aria-hidden="true" />
            {t(featureLabels[feature])}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function YachtCrew({ yacht }: { yacht: Yacht }) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <section aria-labelledby="crew-title" className={styles.section}>
      <h2 id="crew-title">
        <Trans>Crew</Trans>
      </h2>
      {yacht.crew.length === 0 ? (
        <p className={styles.muted}>
          {yacht.captain === "bareboat" ? (
            <Trans>You skipper this yacht yourself; the owner meets you at the pier for the handover.</Trans>
          ) : (
            <Trans>The crew is named when the booking is confirmed.</Trans>
          )}
        </p>
      ) : (
        <ul className={styles.crew}>
          {yacht.crew.map((member) => {
            const name = localized(member.name, locale);
            const initials = name
              .split(" ")
              .map((part) => part[0])
              .join("")
              .slice(0, 2);
            return (
              <li key={member.id} className={styles.member}>
                <span className={styles.avatar} aria-hidden="true">
                  {initials}
                </span>
                <div>
                  <p className={styles.memberName}>{name}</p>
                  <p className={styles.memberRole}>
                    {t(crewRoleLabels[member.role])} ·{" "}
                    <Plural value={member.yearsExperience} one="# year on the lake" other="# years on the lake" />
                  </p>
                  <p className={styles.memberBio}>{localized(member.bio, locale)}</p>
                  <p className={styles.muted}>
                    <Trans>Speaks:</Trans>{" "}
                    {member.languages.map((code) => (languageNames[code] ? t(languageNames[code]) : code)).join(", ")}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}

export function YachtReviews({ yacht }: { yacht: Yacht }) {
  const locale = useLocale();
  return (
    <section aria-labelledby="reviews-title" className={styles.section}>
      <div className={styles.reviewsHead}>
        <h2 id="reviews-title">
          <Trans>Reviews</Trans>
        </h2>
        <Rating value={yacht.rating} count={yacht.reviewCount} />
      </div>
      {yacht.reviews.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No reviews yet. The first guests of the season will tell.</Trans>
        </p>
      ) : (
        <ul className={styles.reviews}>
          {yacht.reviews.map((review) => (
            <li key={review.id} className={styles.review}>
              <div className={styles.reviewHead}>
                <Stars value={review.rating} />
                <span className={styles.muted}>
                  {formatDate(review.date, locale, { month: "long", year: "numeric" })}
                </span>
              </div>
              <blockquote className={styles.quote}>{localized(review.comment, locale)}</blockquote>
              <p className={styles.author}>
                {review.author}, {localized(review.location, locale)}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
