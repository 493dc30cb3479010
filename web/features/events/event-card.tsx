import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CalendarDays, Clock, MapPin, Sailboat, Users } from "lucide-react";
import { eventPhase, placesLeft } from "../../../domain/events/rules.ts";
import type { EntryStatus, EventSummary } from "../../../domain/events/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { CatalogueImage } from "../../components/catalogue/catalogue-image.tsx";
import { Price } from "../../components/catalogue/price.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { eventDates } from "./event-dates.ts";
import styles from "./events.module.css";
import { categoryLabels, entryLabels, regionLabels } from "./labels.ts";

type Props = { event: EventSummary; today: string; entry: EntryStatus | undefined; waiting: boolean };

/** An event in the list: its picture, dates, place, category, places left and where the user stands. */
export function EventCard({ event, today, entry, waiting }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const phase = eventPhase(event, today);
  const left = placesLeft(event);
  return (
    <article className={styles.card} data-testid="event-card" data-event-id={event.id}>
      {event.image ? (
        <CatalogueImage image={event.image} alt="" ratio="16 / 9" className={styles.cardImage} />
      ) : (
        <span className={styles.cardImageBlank} aria-hidden="true">
          <Sailboat size={40} />
        </span>
      )}
      <div className={styles.cardBody}>
        <p className={styles.badges}>
          <span className={styles.category}>{t(categoryLabels[event.category])}</span>
          <span className={styles.region}>{t(regionLabels[event.region])}</span>
          {event.status === "cancelled" ? (
            <span className={styles.cancelled}>
              <Trans context="event badge">Cancelled</Trans>
            </span>
          ) : phase === "past" ? (
            <span className={styles.past}>
              <Trans context="event badge">Past</Trans>
            </span>
          ) : phase === "ongoing" ? (
            <span className={styles.ongoing}>
              <Trans>Under way</Trans>
            </span>
          ) : null}
        </p>
        <h2 className={styles.cardTitle}>
          <Link to="/events/$id" params={{ id: event.id }} className={styles.cardLink}>
            {localized(event.title, locale)}
          </Link>
        </h2>
        <ul className={styles.facts}>
          <li>
            <CalendarDays size={16} aria-hidden="true" />
            {eventDates(event, locale)}
          </li>
          <li>
            <MapPin size={16} aria-hidden="true" />
            {localized(event.location, locale)}
          </li>
          {phase !== "past" && event.status !== "cancelled" ? (
            <li data-testid="places-left">
              <Users size={16} aria-hidden="true" />
              {left > 0 ? (
                <Trans>
                  {left} of {event.maxParticipants} places left
                </Trans>
              ) : (
                <Trans>Full: waitlist open</Trans>
              )}
            </li>
          ) : null}
        </ul>
        <div className={styles.cardFoot}>
          {event.entryFee ? <Price value={event.entryFee} /> : <span className={styles.free}>{t`Free entry`}</span>}
          {waiting ? (
            <span className={styles.waiting}>
              <Clock size={14} aria-hidden="true" />
              <Trans>Entry waiting to be sent</Trans>
            </span>
          ) : entry ? (
            <span className={styles.joined} data-testid="entry-status">
              {t(entryLabels[entry])}
            </span>
          ) : null}
        </div>
      </div>
    </article>
  );
}
