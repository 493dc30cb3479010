import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { BarChart3, CloudOff, Plus } from "lucide-react";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { PageHeader } from "../../components/catalogue/page-header.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { onlineAtom } from "../../lib/network.ts";
import { useOwnerRevenue, useOwnerYachts } from "../../lib/owners/use-owners.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { MyYachts } from "./my-yachts.tsx";
import { OwnerBookings } from "./owner-bookings.tsx";
import styles from "./owners.module.css";
import { RevenueChart } from "./revenue-chart.tsx";

/**
 * /owner/dashboard (spec section 6, issue 19): the owner's yachts and their states, the requests
 * to answer and charters ahead, and revenue by month. Yachts and revenue come from the device's
 * copy, so the page reads offline; the requests need the connection, as on /bookings.
 */
export function OwnerDashboardPage() {
  const { t } = useLingui();
  usePageTitle(t`Owner dashboard`);
  return (
    <div className="container">
      <PageHeader
        title={<Trans>Owner dashboard</Trans>}
        lead={<Trans>Your yachts, the requests for them and what they earned.</Trans>}
        syncNote={false}
      />
      <RequireUser requiredRole="owner">{() => <Dashboard />}</RequireUser>
    </div>
  );
}

function Dashboard() {
  const yachts = useOwnerYachts();
  const revenue = useOwnerRevenue();
  const online = useAtomValue(onlineAtom);
  if (yachts === undefined) return <PageSpinner />;
  return (
    <div className={styles.dashboard}>
      {!online ? (
        <Notice tone="warning" icon={<CloudOff size={16} />}>
          <Trans>You are offline: this is what the device kept. New yachts wait and are sent when you are back.</Trans>
        </Notice>
      ) : null}
      <section className={styles.card} aria-labelledby="owner-yachts">
        <div className={styles.cardHead}>
          <h2 id="owner-yachts" className={styles.cardTitle}>
            <Trans>My yachts</Trans>
          </h2>
          {yachts.length ? (
            <Link to="/owner/yachts/new" className={buttonClass("primary", "small")}>
              <Plus size={14} aria-hidden="true" />
              <Trans>Add a yacht</Trans>
            </Link>
          ) : null}
        </div>
        <MyYachts yachts={yachts} />
      </section>
      <section className={styles.card} aria-labelledby="owner-requests-title">
        <h2 id="owner-requests-title" className={styles.cardTitle}>
          <Trans>Requests and charters</Trans>
        </h2>
        <OwnerBookings />
      </section>
      <section className={styles.card} aria-labelledby="owner-revenue" data-testid="owner-revenue">
        <h2 id="owner-revenue" className={styles.cardTitle}>
          <BarChart3 size={18} aria-hidden="true" /> <Trans>Revenue by month</Trans>
        </h2>
        {revenue === undefined ? (
          <div className={styles.skeleton} />
        ) : revenue === null ? (
          <p className={styles.muted}>
            <Trans>Revenue shows once the device has been online.</Trans>
          </p>
        ) : revenue.byMonth.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No paid charters yet: paid bookings of your yachts add up here by month.</Trans>
          </p>
        ) : (
          <RevenueChart revenue={revenue} />
        )}
      </section>
    </div>
  );
}
