import { Trans, useLingui } from "@lingui/react/macro";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Inbox, RefreshCw, WifiOff } from "lucide-react";
import type { Booking } from "../../../domain/bookings/types.ts";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import { formatMoney } from "../../../domain/shared/money.ts";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { formatDate, formatDateRange } from "../../lib/format.ts";
import { onlineAtom } from "../../lib/network.ts";
import { queryClient } from "../../lib/query-client.ts";
import { useAtomValue } from "../../lib/store.ts";
import { ownerBookings, ownerBookingsKey } from "./owner-bookings-api.ts";
import styles from "./owners.module.css";

/**
 * Requests waiting for the owner's answer (with the time left) and the charters ahead. Answering
 * happens on /bookings, where the accept and decline dialogs live; this is the overview.
 */
export function OwnerBookings() {
  return (
    <QueryClientProvider client={queryClient}>
      <OwnerBookingsList />
    </QueryClientProvider>
  );
}

function OwnerBookingsList() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const query = useQuery({ queryKey: ownerBookingsKey, queryFn: ownerBookings, enabled: online, staleTime: 0 });
  const today = lakeToday(new Date());
  const items = query.data?.items ?? [];
  const waiting = items.filter((b) => b.status === "pending" && b.kind === "request");
  const upcoming = items
    .filter((b) => b.status === "confirmed" && b.endDate >= today)
    .sort((a, b) => a.startDate.localeCompare(b.startDate));
  if (!online) {
    return (
      <Notice tone="warning" icon={<WifiOff size={16} />}>
        <Trans>Requests and charters show when you are online: answering needs the connection.</Trans>
      </Notice>
    );
  }
  if (query.isPending) return <div className={styles.skeleton} role="status" aria-label={t`Loading requests…`} />;
  if (query.isError && !query.data) {
    return (
      <Notice tone="danger" role="alert">
        <Trans>The requests could not be loaded.</Trans>
        <Button variant="ghost" size="small" onClick={() => void query.refetch()}>
          <RefreshCw size={14} aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </Notice>
    );
  }
  return (
    <div className={styles.twoLists}>
      <section aria-labelledby="owner-requests">
        <h3 id="owner-requests" className={styles.subTitle}>
          <Trans>Requests to answer</Trans> <span className={styles.count}>{waiting.length}</span>
        </h3>
        {waiting.length === 0 ? (
          <p className={styles.muted}>
            <Inbox size={16} aria-hidden="true" /> <Trans>No requests are waiting for you.</Trans>
          </p>
        ) : (
          <ul className={styles.bookingList}>
            {waiting.map((b) => (
              <BookingRow key={b.id} booking={b} deadline />
            ))}
          </ul>
        )}
        {waiting.length ? (
          <Link to="/bookings" className={buttonClass("primary", "small")}>
            <Trans>Answer requests</Trans>
          </Link>
        ) : null}
      </section>
      <section aria-labelledby="owner-upcoming">
        <h3 id="owner-upcoming" className={styles.subTitle}>
          <Trans>Upcoming charters</Trans>
        </h3>
        {upcoming.length === 0 ? (
          <p className={styles.muted}>
            <Trans>No confirmed charters ahead.</Trans>
          </p>
        ) : (
          <ul className={styles.bookingList}>
            {upcoming.map((b) => (
              <BookingRow key={b.id} booking={b} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function BookingRow({ booking, deadline = false }: { booking: Booking; deadline?: boolean }) {
  const locale = useLocale();
  const by = booking.expiresAt
    ? formatDate(booking.expiresAt, locale, { day: "numeric", month: "short", hour: "2-digit", minute: "2-digit" })
    : null;
  return (
    <li className={styles.bookingRow}>
      <span>
        <strong>{booking.contactName}</strong> · {formatDateRange(booking.startDate, booking.endDate, locale)}
      </span>
      <span className={styles.money}>{formatMoney(booking.total, locale, { whole: true })}</span>
      {deadline && by ? (
        <span className={styles.deadline}>
          <Trans>Answer by {by}</Trans>
        </span>
      ) : null}
    </li>
  );
}
