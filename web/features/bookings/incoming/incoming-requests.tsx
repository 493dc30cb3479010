import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Inbox, RefreshCw, WifiOff } from "lucide-react";
import { lakeToday } from "../../../../domain/catalogue/availability.ts";
import { Button } from "../../../components/ui/button.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { onlineAtom } from "../../../lib/network.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useAtomValue } from "../../../lib/store.ts";
import { incomingKey, incomingRequests } from "../bookings-api.ts";
import styles from "../history/bookings-page.module.css";
import { IncomingCard } from "./incoming-card.tsx";

/**
 * Requests for the yachts the user answers for (owners; admins for the portal's own fleet):
 * online-only server state (decision record 012), with accept and decline. Pending ones first.
 */
export default function IncomingRequests() {
  return (
    <QueryClientProvider client={queryClient}>
      <IncomingList />
    </QueryClientProvider>
  );
}

function IncomingList() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  // Always asked again on opening: a request answered elsewhere must not be offered twice.
  const query = useQuery({ queryKey: incomingKey, queryFn: incomingRequests, enabled: online, staleTime: 0 });
  const today = lakeToday(new Date());
  const items = query.data?.items ?? [];
  const waiting = items.filter((b) => b.status === "pending" && b.kind === "request");
  const answered = items.filter((b) => !waiting.includes(b));
  return (
    <section className={styles.section} aria-labelledby="incoming-title">
      <h2 id="incoming-title" className={styles.sectionTitle}>
        <Trans>Incoming requests</Trans>
        {waiting.length ? <span className={styles.count}>{waiting.length}</span> : null}
      </h2>
      {!online ? (
        <Notice tone="warning" icon={<WifiOff size={16} />}>
          <Trans>Incoming requests show when you are online: answering needs the connection.</Trans>
        </Notice>
      ) : query.isPending ? (
        <div className={styles.skeleton} aria-label={t`Loading requests…`} role="status" />
      ) : query.isError && !query.data ? (
        <Notice tone="danger" role="alert">
          <Trans>The requests could not be loaded.</Trans>
          <Button variant="ghost" size="small" onClick={() => void query.refetch()}>
            <RefreshCw size={14} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      ) : items.length === 0 ? (
        <div className={styles.emptyTab}>
          <Inbox size={22} aria-hidden="true" />
          <Trans>No requests for your yachts yet.</Trans>
        </div>
      ) : (
        <>
          {waiting.length ? (
            <ul className={styles.list} aria-label={t`Waiting for your answer`}>
              {waiting.map((booking) => (
                <li key={booking.id}>
                  <IncomingCard booking={booking} today={today} />
                </li>
              ))}
            </ul>
          ) : (
            <p className={styles.emptyTab}>
              <Trans>Every request is answered.</Trans>
            </p>
          )}
          {answered.length ? (
            <details className={styles.answered}>
              <summary>
                <Plural value={answered.length} one="# answered request" other="# answered requests" />
              </summary>
              <ul className={styles.list}>
                {answered.map((booking) => (
                  <li key={booking.id}>
                    <IncomingCard booking={booking} today={today} />
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </>
      )}
    </section>
  );
}
