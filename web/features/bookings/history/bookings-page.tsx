import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useNavigate } from "@tanstack/react-router";
import { Anchor, RefreshCw, WifiOff } from "lucide-react";
import { lazy, Suspense, useEffect } from "react";
import type { PublicUser } from "../../../../domain/accounts/accounts.ts";
import { hasRole } from "../../../../domain/accounts/roles.ts";
import { groupHistory, type HistoryGroup } from "../../../../domain/bookings/history.ts";
import { lakeToday } from "../../../../domain/catalogue/availability.ts";
import { RequireUser } from "../../../components/accounts/require-user.tsx";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { SegmentedTabs, tabPanelProps } from "../../../components/ui/segmented-tabs.tsx";
import { bookingsRefreshAtom } from "../../../lib/bookings/device-bookings.ts";
import { updateDeviceBookings } from "../../../lib/bookings/triggers.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { usePageTitle } from "../../../lib/use-page-title.ts";
import shared from "../bookings.module.css";
import { BookingCard } from "./booking-card.tsx";
import styles from "./bookings-page.module.css";
import { useMyBookings } from "./use-my-bookings.ts";

// Online-only, with react-query: loaded only for the people who answer requests (decision 012).
const IncomingRequests = lazy(() => import("../incoming/incoming-requests.tsx"));

/**
 * /bookings ('Orders' for service companies): the user's bookings from the device, upcoming, past
 * and cancelled, with requests still waiting on this device among them; for owners and admins,
 * the incoming requests to answer. Opening it asks the server for the latest.
 */
export function BookingsPage({ tab }: { tab: HistoryGroup }) {
  const { t } = useLingui();
  usePageTitle(t`My bookings`);
  return <RequireUser>{(user) => <BookingsView user={user} tab={tab} />}</RequireUser>;
}

function BookingsView({ user, tab }: { user: PublicUser; tab: HistoryGroup }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const online = useAtomValue(onlineAtom);
  const refresh = useAtomValue(bookingsRefreshAtom);
  const data = useMyBookings(user.id);
  const today = lakeToday(new Date());
  const orders = hasRole(user, "service_company");
  const answers = hasRole(user, "owner") || hasRole(user, "admin");
  // Owners and admins answer requests here too: the page holds more than their own bookings.
  const title = orders ? t`Orders` : answers ? t`Bookings` : t`My bookings`;
  usePageTitle(title);

  // Opening the page asks the server for the latest (and again for another user).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per user
  useEffect(() => {
    void updateDeviceBookings();
  }, [user.id]);

  const groups = data ? groupHistory(data.bookings, today) : null;
  const choose = (next: HistoryGroup) =>
    void navigate({ to: "/bookings", search: { tab: next === "upcoming" ? undefined : next }, replace: true });
  const label = (text: string, group: HistoryGroup) => (
    <>
      {text}
      {groups ? <span className={styles.tabCount}>{groups[group].length}</span> : null}
    </>
  );

  return (
    <div className={`container ${styles.page}`}>
      <header className={styles.header}>
        <h1 className={shared.title}>{title}</h1>
        {!online ? (
          <Notice tone="warning" role="status" icon={<WifiOff size={16} />}>
            <Trans>You are offline: these are the bookings saved on this device.</Trans>
          </Notice>
        ) : refresh.phase === "error" ? (
          <Notice tone="danger" role="alert">
            <Trans>Your bookings could not be updated; this is how they were last saved on this device.</Trans>
            <Button variant="ghost" size="small" onClick={() => void updateDeviceBookings()}>
              <RefreshCw size={14} aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          </Notice>
        ) : refresh.phase === "loading" ? (
          <Notice role="status" icon={<RefreshCw size={14} className={styles.spin} />}>
            <Trans>Checking for news…</Trans>
          </Notice>
        ) : null}
      </header>

      {answers ? (
        <Suspense fallback={<div className={styles.skeleton} aria-hidden="true" />}>
          <IncomingRequests />
        </Suspense>
      ) : null}

      <section className={styles.section} aria-labelledby="my-bookings-title">
        {answers ? (
          <h2 id="my-bookings-title" className={styles.sectionTitle}>
            {orders ? <Trans>My orders</Trans> : <Trans>My bookings</Trans>}
          </h2>
        ) : (
          <h2 id="my-bookings-title" className="visually-hidden">
            <Trans>Bookings by date</Trans>
          </h2>
        )}
        {!data || !groups ? (
          <div className={styles.skeletonList} aria-hidden="true">
            <div className={styles.skeleton} />
            <div className={styles.skeleton} />
          </div>
        ) : data.bookings.length === 0 ? (
          <div className={styles.empty}>
            <Anchor size={28} aria-hidden="true" />
            <p className={styles.emptyTitle}>
              <Trans>No bookings yet</Trans>
            </p>
            <p>
              <Trans>When you book a yacht, it shows here, also when you are offline.</Trans>
            </p>
            <Link to="/yachts" className={buttonClass("primary")}>
              <Trans>Browse yachts</Trans>
            </Link>
          </div>
        ) : (
          <>
            <SegmentedTabs
              label={t`Bookings by date`}
              idPrefix="history"
              className={styles.tabs}
              items={[
                { id: "upcoming", label: label(t`Upcoming`, "upcoming") },
                { id: "past", label: label(t`Past`, "past") },
                { id: "cancelled", label: label(t`Cancelled`, "cancelled") },
              ]}
              selected={tab}
              onSelect={choose}
            />
            <div {...tabPanelProps("history", tab)} className={styles.panel}>
              {groups[tab].length === 0 ? (
                <p className={styles.emptyTab}>
                  {tab === "upcoming" ? (
                    <Trans>Nothing ahead yet. Lake Baikal is waiting.</Trans>
                  ) : tab === "past" ? (
                    <Trans>No past charters yet.</Trans>
                  ) : (
                    <Trans>Nothing cancelled.</Trans>
                  )}
                </p>
              ) : (
                <ul className={styles.list}>
                  {groups[tab].map((booking) => (
                    <li key={booking.id}>
                      <BookingCard
                        booking={booking}
                        local={data.local.get(booking.id) ?? null}
                        yacht={data.yachts.get(booking.yachtId)}
                        trip={booking.tripId ? data.trips.get(booking.tripId) : undefined}
                        today={today}
                      />
                    </li>
                  ))}
                </ul>
              )}
            </div>
          </>
        )}
      </section>
    </div>
  );
}
