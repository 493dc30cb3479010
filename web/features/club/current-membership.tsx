import { Trans, useLingui } from "@lingui/react/macro";
import { useState } from "react";
import { planOffer } from "../../../domain/club/offer.ts";
import type { Membership } from "../../../domain/club/types.ts";
import { MembershipCard } from "../../components/club/membership-card.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { Button } from "../../components/ui/button.tsx";
import { ApiError, NetworkError } from "../../lib/api.ts";
import { cancelMembership } from "../../lib/club/club-writes.ts";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./club.module.css";
import { statusLabels } from "./labels.ts";

const LONG_DAY: Intl.DateTimeFormatOptions = { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" };

/** What the member has now: the club card (or the plan and its dates) and a way to cancel it. */
export function CurrentMembership({ membership, name }: { membership: Membership; name: string }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const online = useAtomValue(onlineAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const until = membership.validUntil ? formatDate(`${membership.validUntil}T00:00:00Z`, locale, LONG_DAY) : "";

  const cancel = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelMembership(membership);
    } catch (err) {
      if (err instanceof NetworkError) setError(t`No connection to the server. Please try again when you are online.`);
      else
        setError(
          err instanceof ApiError ? err.body?.message || err.message : t`Something went wrong. Please try again later.`,
        );
    } finally {
      setBusy(false);
    }
  };

  const plan = membership.kind === "plan" ? planOffer(membership.product) : undefined;
  return (
    <div className={styles.current}>
      {membership.kind === "club" ? (
        <MembershipCard membership={membership} name={name} />
      ) : (
        <p className={styles.choiceLine}>
          <strong>{plan ? t(plan.name) : membership.product}</strong> · {t(statusLabels[membership.status])}
        </p>
      )}
      <p className={styles.status} data-status={membership.status}>
        {membership.status === "cancelled" ? (
          <Trans>Cancelled: it stays active until {until} and will not be renewed.</Trans>
        ) : (
          <Trans>Active until {until}.</Trans>
        )}
      </p>
      {membership.status === "active" ? (
        <Button variant="secondary" size="small" disabled={busy || !online} onClick={() => void cancel()}>
          <Trans>Cancel at the end of the period</Trans>
        </Button>
      ) : null}
      <FormError message={error} />
    </div>
  );
}
