import { Trans, useLingui } from "@lingui/react/macro";
import { useMutation, useQuery } from "@tanstack/react-query";
import { Receipt, RefreshCw, Undo2 } from "lucide-react";
import { formatMoney } from "../../../../domain/shared/money.ts";
import { Button } from "../../../components/ui/button.tsx";
import { formatDate } from "../../../lib/format.ts";
import { localeAtom } from "../../../lib/i18n.ts";
import { onlineAtom } from "../../../lib/network.ts";
import { queryClient } from "../../../lib/query-client.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import { refundTestCharge, type TestCharge, testCharges, testChargesKey } from "../bookings-api.ts";
import { paymentLabels } from "../labels.ts";
import styles from "./payment-test-page.module.css";

/** The recent test charges, newest first, each paid one with a refund button. */
export function RecentCharges() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const query = useQuery({ queryKey: testChargesKey, queryFn: testCharges, enabled: online, staleTime: 0 });
  const items = query.data?.items ?? [];
  return (
    <section className={shared.card} aria-labelledby="charges-title">
      <h2 id="charges-title" className={shared.cardTitle}>
        <Trans>Recent test charges</Trans>
      </h2>
      {!online && !query.data ? (
        <p className={shared.muted}>
          <Trans>The charges show when you are online.</Trans>
        </p>
      ) : query.isPending ? (
        <p className={shared.muted} role="status">
          <Trans>Loading charges…</Trans>
        </p>
      ) : query.isError && !query.data ? (
        <div className={shared.muted} role="alert">
          <p>
            <Trans>The charges could not be loaded.</Trans>
          </p>
          <Button variant="secondary" size="small" onClick={() => void query.refetch()}>
            <RefreshCw size={14} aria-hidden="true" />
            <Trans>Try again</Trans>
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p className={styles.empty}>
          <Receipt size={20} aria-hidden="true" />
          <Trans>No test charges yet. Make one with the form.</Trans>
        </p>
      ) : (
        <ul className={styles.charges} aria-label={t`Recent test charges`}>
          {items.map((charge) => (
            <ChargeRow key={charge.paymentId} charge={charge} online={online} />
          ))}
        </ul>
      )}
    </section>
  );
}

function ChargeRow({ charge, online }: { charge: TestCharge; online: boolean }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const amount = formatMoney(charge.amount, locale);
  const refund = useMutation({
    mutationFn: () => refundTestCharge(charge.paymentId),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: testChargesKey }),
  });
  return (
    <li className={styles.charge} data-testid="test-charge">
      <div className={styles.chargeMain}>
        <strong>{amount}</strong>
        <span className={styles.chargeStatus} data-status={charge.paymentStatus}>
          {t(paymentLabels[charge.paymentStatus])}
        </span>
      </div>
      <p className={styles.chargeMeta}>
        {charge.cardLast4 ? <span>•••• {charge.cardLast4}</span> : null}
        {charge.createdAt ? (
          <time dateTime={charge.createdAt}>
            {formatDate(charge.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}
          </time>
        ) : null}
        <span className={styles.chargeId}>{charge.paymentId}</span>
      </p>
      {charge.paymentStatus === "paid" ? (
        <Button
          variant="secondary"
          size="small"
          disabled={!online || refund.isPending}
          onClick={() => refund.mutate()}
          aria-label={t`Refund ${amount}`}
        >
          <Undo2 size={14} aria-hidden="true" />
          {refund.isPending ? <Trans>Refunding…</Trans> : <Trans>Refund</Trans>}
        </Button>
      ) : null}
      {refund.isError ? (
        <p className={styles.error} role="alert">
          <Trans>The refund did not go through. Please try again.</Trans>
        </p>
      ) : null}
    </li>
  );
}
