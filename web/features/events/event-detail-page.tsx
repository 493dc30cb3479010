import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Award, CalendarDays, CalendarPlus, Flag, Gauge, MapPin, Sailboat, Share2, Tag, Users } from "lucide-react";
import { canManage, eventPhase, placesLeft } from "../../../domain/events/rules.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { CatalogueImage } from "../../components/catalogue/catalogue-image.tsx";
import { EmptyCatalogue } from "../../components/catalogue/catalogue-states.tsx";
import { Price } from "../../components/catalogue/price.tsx";
import { SyncNote } from "../../components/catalogue/sync-note.tsx";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { useCatalogueSyncState, useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useEvent, useLakeToday, useMyEntries, useWaitingWrites } from "../../lib/events/use-events.ts";
import { useAtomValue } from "../../lib/store.ts";
import { notify } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { Comments } from "./comments.tsx";
import { eventDates } from "./event-dates.ts";
import styles from "./event-detail.module.css";
import { JoinPanel } from "./join-panel.tsx";
import { categoryLabels, difficultyLabels, entryLabels, regionLabels, typeLabels } from "./labels.ts";
import { OrganiserActions } from "./organiser-actions.tsx";
import { downloadIcs, shareEvent } from "./share.ts";

/**
 * /events/{id}: everything about one event from the device's copy: dates, place, organiser, boat
 * classes, fee, who has joined, comments; joining and commenting (through the outbox), "Add to
 * calendar" and "Share".
 */
export function EventDetailPage({ id }: { id: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const event = useEvent(id);
  const syncState = useCatalogueSyncState();
  const today = useLakeToday();
  const entries = useMyEntries();
  const waiting = useWaitingWrites(id);
  const user = useAtomValue(sessionUserAtom);
  usePageTitle(event ? localized(event.title, locale) : t`Event`, { crumb: true });

  if (event === undefined || syncState === undefined) return <PageSpinner />;
  if (event === null) {
    if (!syncState?.cursor) return <EmptyCatalogue />;
    return (
      <ErrorPanel
        tone="neutral"
        icon={<Sailboat size={26} />}
        title={<Trans>This event is not in the calendar</Trans>}
        text={<Trans>It may have been removed by its organiser.</Trans>}
      >
        <Link to="/events" className={buttonClass("primary")}>
          <Trans>All events</Trans>
        </Link>
      </ErrorPanel>
    );
  }
  const phase = eventPhase(event, today);
  const left = placesLeft(event);
  const entry = entries.get(event.id);
  const share = async () => {
    const outcome = await shareEvent(event, locale);
    if (outcome === "copied") void notify({ title: t`Link copied`, variant: "success" });
    if (outcome === "failed") void notify({ title: t`The link could not be shared`, variant: "error" });
  };

  return (
    <article className={`container ${styles.page}`}>
      <header className={styles.hero}>
        {event.image ? (
          <CatalogueImage image={event.image} alt="" ratio="21 / 9" eager className={styles.heroImage} />
        ) : (
          <span className={styles.heroBlank} aria-hidden="true" />
        )}
        <div className={styles.heroText}>
          <p className={styles.heroBadges}>
            <span>{t(categoryLabels[event.category])}</span>
            <span>{t(typeLabels[event.type])}</span>
            {event.status === "cancelled" ? (
              <span className={styles.cancelled}>
                <Trans context="event badge">Cancelled</Trans>
              </span>
            ) : phase === "past" ? (
              <span>
                <Trans context="event badge">Past</Trans>
              </span>
            ) : null}
          </p>
          <h1 className={styles.title}>{localized(event.title, locale)}</h1>
          <p className={styles.heroDates}>
            {eventDates(event, locale)} · {localized(event.location, locale)}
          </p>
        </div>
      </header>
      <div className={styles.topline}>
        <SyncNote />
        <div className={styles.actions}>
          <Button variant="secondary" size="small" onClick={() => downloadIcs(event, locale)}>
            <CalendarPlus size={16} aria-hidden="true" />
            <Trans>Add to calendar</Trans>
          </Button>
          <Button variant="secondary" size="small" onClick={() => void share()}>
            <Share2 size={16} aria-hidden="true" />
            <Trans>Share</Trans>
          </Button>
          {canManage(user, event) && event.status !== "cancelled" ? <OrganiserActions event={event} /> : null}
        </div>
      </div>
      <div className={styles.layout}>
        <div className={styles.main}>
          <p className={styles.description}>{localized(event.description, locale)}</p>
          <section aria-labelledby="entrants-title" className={styles.section}>
            <h2 id="entrants-title">
              <Trans>Who has joined</Trans>
            </h2>
            {event.entrants.length === 0 ? (
              <p className={styles.muted}>
                {phase === "past" ? (
                  <Trans>Nobody entered through the portal.</Trans>
                ) : (
                  <Trans>Nobody yet: be the first.</Trans>
                )}
              </p>
            ) : (
              <ul className={styles.entrants} data-testid="entrants">
                {event.entrants.map((entrant, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: entrants carry no id on purpose
                  <li key={i}>
                    <strong>{entrant.firstName}</strong>
                    {entrant.boatName ? <span> · {entrant.boatName}</span> : null}
                    {entrant.sailNumber ? <span className={styles.muted}> ({entrant.sailNumber})</span> : null}
                    {entrant.crewCount > 0 ? (
                      <span className={styles.muted}>
                        {" "}
                        · <Plural value={entrant.crewCount} one="# crew" other="# crew" />
                      </span>
                    ) : null}
                    {entrant.status !== "joined" ? (
                      <span className={styles.entrantStatus}>{t(entryLabels[entrant.status])}</span>
                    ) : null}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <Comments event={event} waiting={waiting?.comments ?? []} />
        </div>
        <aside className={styles.side}>
          <div className={styles.panel}>
            {event.entryFee ? (
              <p className={styles.fee}>
                <Price value={event.entryFee} size="lg" /> <span className={styles.muted}>{t`entry fee`}</span>
              </p>
            ) : (
              <p className={styles.fee}>
                <strong>{t`Free entry`}</strong>
              </p>
            )}
            <ul className={styles.meta}>
              <li>
                <CalendarDays size={16} aria-hidden="true" />
                {eventDates(event, locale)}
              </li>
              <li>
                <MapPin size={16} aria-hidden="true" />
                <span>
                  {localized(event.location, locale)}
                  {event.destinationId ? (
                    <>
                      {" · "}
                      <Link to="/destination/$id" params={{ id: event.destinationId }}>
                        <Trans>About this place</Trans>
                      </Link>
                    </>
                  ) : null}
                  {event.latitude !== null && event.longitude !== null ? (
                    <>
                      {" · "}
                      <a href={`geo:${event.latitude},${event.longitude}`} aria-label={t`Open the place in a map app`}>
                        {event.latitude.toFixed(3)}, {event.longitude.toFixed(3)}
                      </a>
                    </>
                  ) : null}
                </span>
              </li>
              <li>
                <Flag size={16} aria-hidden="true" />
                <span>
                  <Trans>Organiser: {localized(event.organizer.name, locale)}</Trans>
                </span>
              </li>
              <li data-testid="places">
                <Users size={16} aria-hidden="true" />
                {phase === "past" ? (
                  <Plural value={event.participants} one="# took part" other="# took part" />
                ) : left > 0 ? (
                  <Trans>
                    {left} of {event.maxParticipants} places left
                  </Trans>
                ) : (
                  <Trans>Full: {event.waitlisted} on the waitlist</Trans>
                )}
              </li>
              <li>
                <Gauge size={16} aria-hidden="true" />
                {t(difficultyLabels[event.difficulty])} · {t(regionLabels[event.region])}
              </li>
              {event.boatClasses.length > 0 ? (
                <li>
                  <Sailboat size={16} aria-hidden="true" />
                  <span>
                    <Trans>Boat classes: {event.boatClasses.join(", ")}</Trans>
                  </span>
                </li>
              ) : null}
              {event.prizes ? (
                <li>
                  <Award size={16} aria-hidden="true" />
                  <span>
                    <Trans>Prizes: {localized(event.prizes, locale)}</Trans>
                  </span>
                </li>
              ) : null}
              {event.sponsor ? (
                <li>
                  <Tag size={16} aria-hidden="true" />
                  <span>
                    <Trans>Sponsor: {event.sponsor}</Trans>
                  </span>
                </li>
              ) : null}
            </ul>
            <JoinPanel event={event} today={today} entry={entry} waiting={waiting?.join ?? null} />
          </div>
        </aside>
      </div>
    </article>
  );
}
