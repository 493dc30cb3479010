import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Anchor, CalendarDays } from "lucide-react";
import { tierOffer } from "../../../domain/club/offer.ts";
import type { ClubTier, Period } from "../../../domain/club/types.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { SectionHeading } from "../../components/ui/section-heading.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { useEvents, useLakeToday } from "../../lib/events/use-events.ts";
import { formatDate } from "../../lib/format.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { CardCheck } from "./card-check.tsx";
import styles from "./club.module.css";
import type { ClubSearch } from "./club-search.ts";
import { MembershipPanel } from "./membership-panel.tsx";
import { PeriodSwitch } from "./period-switch.tsx";
import { TierCards } from "./tier-cards.tsx";

type Props = { search: ClubSearch; onChange: (patch: Partial<ClubSearch>) => void };

/**
 * /baikal-club (spec sections 1, 2 and 6): the regional club, its three memberships side by side
 * with their monthly and yearly prices, joining and paying, the member's card, and members' events.
 * The offer is the app's own table (domain/club/offer.ts), so the page reads the same offline.
 */
export function ClubPage({ search, onChange }: Props) {
  const { t } = useLingui();
  usePageTitle(t`Baikal Club`);
  const period: Period = search.period ?? "year";
  const tier: ClubTier = search.tier ?? "voyagers";
  const offer = tierOffer(tier);

  return (
    <div className="container">
      <PageHeader
        syncNote={false}
        title={<Trans>Baikal Club</Trans>}
        lead={
          <Trans>
            The sailing club of Lake Baikal: skippers, crews and everyone who loves the lake. Members sail together,
            race in the club's regattas, help look after the shore and get the best of the portal.
          </Trans>
        }
      />
      {search.card ? <CardCheck card={search.card} /> : null}
      <section aria-labelledby="club-tiers" className={styles.section}>
        <SectionHeading
          id="club-tiers"
          eyebrow={<Trans>Memberships</Trans>}
          title={<Trans>Captains, Voyagers and Fans</Trans>}
          lead={<Trans>Pay for a month or for a year; a year costs ten months.</Trans>}
        />
        <div className={styles.switchRow}>
          <PeriodSwitch value={period} onChange={(next) => onChange({ period: next })} />
        </div>
        <TierCards period={period} selected={tier} onChoose={(next) => onChange({ tier: next })} />
      </section>
      <section aria-labelledby="club-join" className={styles.section} id="join">
        <h2 id="club-join" className={styles.sectionTitle}>
          <Trans>Joining and your card</Trans>
        </h2>
        <MembershipPanel kind="club" product={tier} productName={offer.name} period={period} prices={offer.prices} />
      </section>
      <MembersEvents />
      <p className={styles.crossLink}>
        <Anchor size={16} aria-hidden="true" />
        <Link to="/captains-club">
          <Trans>The captains' club: who may join and what captains get</Trans>
        </Link>
      </p>
    </div>
  );
}

/** The next events on the lake, from the device's copy of the events (they are members' first). */
function MembersEvents() {
  const locale = useLocale();
  const events = useEvents();
  const today = useLakeToday();
  const next = events
    ?.filter((event) => event.endDate >= today && event.status !== "cancelled")
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .slice(0, 3);
  return (
    <section aria-labelledby="club-events" className={styles.section}>
      <h2 id="club-events" className={styles.sectionTitle}>
        <Trans>Members' events</Trans>
      </h2>
      {next === undefined ? (
        <p className={styles.muted} aria-busy="true">
          <Trans>Loading events…</Trans>
        </p>
      ) : next.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No events ahead yet. The season's calendar opens in spring.</Trans>
        </p>
      ) : (
        <ul className={styles.eventList}>
          {next.map((event) => (
            <li key={event.id}>
              <CalendarDays size={16} aria-hidden="true" />
              <Link to="/events/$id" params={{ id: event.id }}>
                {localized(event.title, locale)}
              </Link>
              <span className={styles.muted}>
                {formatDate(`${event.startDate}T00:00:00Z`, locale, { day: "numeric", month: "long", timeZone: "UTC" })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Link to="/events" className={styles.more}>
        <Trans>All events and regattas</Trans>
      </Link>
    </section>
  );
}
