import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { WifiOff } from "lucide-react";
import type { ReactNode } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import type { DeviceBooking } from "../../../domain/bookings/device.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { Price } from "../../components/catalogue/price.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { usePersonalPanel, useRecentYachts } from "../../lib/dashboards/use-personal-panel.ts";
import { formatDate, formatDateRange } from "../../lib/format.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import {
  bookingStatusLabel,
  entryStatusLabel,
  insuranceStatusLabel,
  membershipStatusLabel,
  outboxKindLabel,
  outboxStatusLabel,
} from "./panel-labels.ts";
import styles from "./personal-panel.module.css";

/**
 * /user/dashboard, the personal panel (issue 20): everything of the user this device holds, so it
 * reads offline; each section links to the page where the full list and its actions live.
 */
export function PersonalPanelPage() {
  const { t } = useLingui();
  usePageTitle(t`Personal panel`);
  return <RequireUser>{(user) => <PanelView user={user} />}</RequireUser>;
}

function PanelView({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useAtomValue(onlineAtom);
  const panel = usePersonalPanel(user.id);
  const recent = useRecentYachts();
  if (!panel) return <PageSpinner />;
  const range = (b: { startDate: string; endDate: string }) => formatDateRange(b.startDate, b.endDate, locale);
  const bookingRow = (b: DeviceBooking) => (
    <li key={b.id} className={styles.row}>
      <span className={styles.main}>
        <strong>{localized(b.yachtName, locale)}</strong>
        <small>{range(b)}</small>
      </span>
      <span className={styles.side}>
        <Price value={b.total} />
        <small>{b.localKey ? t`Waiting to be sent` : t(bookingStatusLabel[b.status])}</small>
      </span>
    </li>
  );

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1>
          <Trans>Personal panel</Trans>
        </h1>
        <p className={styles.lead}>
          <Trans>Hello, {user.firstName}. Here is everything of yours this device keeps.</Trans>
        </p>
        {online ? null : (
          <Notice tone="warning" icon={<WifiOff size={18} />} role="status">
            <Trans>You are offline: the panel shows what this device last saw.</Trans>
          </Notice>
        )}
      </header>
      <div className={styles.grid}>
        <Section title={t`Upcoming bookings`} more={{ to: "/bookings", label: t`All bookings` }}>
          {panel.upcoming.length ? <ul className={styles.list}>{panel.upcoming.map(bookingRow)}</ul> : null}
          {panel.upcoming.length ? null : <Empty>{t`No upcoming bookings.`}</Empty>}
        </Section>
        <Section title={t`Past bookings`}>
          {panel.past.length ? (
            <ul className={styles.list}>{panel.past.map(bookingRow)}</ul>
          ) : (
            <Empty>{t`No past bookings yet.`}</Empty>
          )}
        </Section>
        <Section title={t`Events joined`} more={{ to: "/events", label: t`All events` }}>
          {panel.events.length ? (
            <ul className={styles.list}>
              {panel.events.map(({ event, status }) => (
                <li key={event.id} className={styles.row}>
                  <span className={styles.main}>
                    <Link to="/events/$id" params={{ id: event.id }} className={styles.link}>
                      {localized(event.title, locale)}
                    </Link>
                    <small>{formatDate(event.startDate, locale)}</small>
                  </span>
                  <small className={styles.side}>{t(entryStatusLabel[status])}</small>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t`You have not joined an upcoming event.`}</Empty>
          )}
        </Section>
        <Section title={t`Memberships`} more={{ to: "/baikal-club", label: t`The club` }}>
          {panel.memberships.length ? (
            <ul className={styles.list}>
              {panel.memberships.map((m) => (
                <li key={m.id} className={styles.row}>
                  <span className={styles.main}>
                    <strong>{m.number ?? m.product}</strong>
                    <small>
                      {m.validFrom && m.validUntil ? range({ startDate: m.validFrom, endDate: m.validUntil }) : null}
                    </small>
                  </span>
                  <small className={styles.side}>{t(membershipStatusLabel[m.status])}</small>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t`No memberships or plans.`}</Empty>
          )}
        </Section>
        <Section title={t`Insurance requests`} more={{ to: "/insurance", label: t`Insurance` }}>
          {panel.insurance.length ? (
            <ul className={styles.list}>
              {panel.insurance.map((r) => (
                <li key={r.id} className={styles.row}>
                  <span className={styles.main}>
                    <strong>{r.location}</strong>
                    <small>{range(r)}</small>
                  </span>
                  <small className={styles.side}>{t(insuranceStatusLabel[r.status])}</small>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t`No insurance requests.`}</Empty>
          )}
        </Section>
        <Section title={t`Recently viewed yachts`} more={{ to: "/yachts", label: t`All yachts` }}>
          {recent.length ? (
            <ul className={styles.list}>
              {recent.map((y) => (
                <li key={y.id} className={styles.row}>
                  <Link to="/yachts/$id" params={{ id: y.id }} className={`${styles.main} ${styles.link}`}>
                    {localized(y.name, locale)}
                  </Link>
                  <span className={styles.side}>
                    <Price value={y.pricePerDay} perDay />
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t`Yachts you open are listed here for 30 days.`}</Empty>
          )}
        </Section>
        <Section title={t`Waiting to be sent`}>
          {panel.waiting.length ? (
            <ul className={styles.list}>
              {panel.waiting.map((item) => (
                <li key={item.id} className={styles.row}>
                  <span className={styles.main}>
                    <strong>{t(outboxKindLabel[item.kind])}</strong>
                    <small>{formatDate(item.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}</small>
                  </span>
                  <small className={styles.side} data-state={item.status}>
                    {t(outboxStatusLabel[item.status])}
                  </small>
                </li>
              ))}
            </ul>
          ) : (
            <Empty>{t`Nothing is waiting: everything you did has reached the server.`}</Empty>
          )}
        </Section>
      </div>
    </div>
  );
}

function Section({
  title,
  more,
  children,
}: {
  title: string;
  more?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <section className={styles.card} aria-label={title}>
      <div className={styles.cardHead}>
        <h2>{title}</h2>
        {more ? (
          <Link to={more.to} className={styles.more}>
            {more.label}
          </Link>
        ) : null}
      </div>
      {children}
    </section>
  );
}

const Empty = ({ children }: { children: ReactNode }) => <p className={styles.empty}>{children}</p>;
