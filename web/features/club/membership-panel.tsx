import type { MessageDescriptor } from "@lingui/core";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link, useLocation } from "@tanstack/react-router";
import { Clock, LogIn } from "lucide-react";
import { useState } from "react";
import { clubMessages } from "../../../domain/club/messages.ts";
import { mayJoinTier, mayTakePlan, type Prices, planOffer } from "../../../domain/club/offer.ts";
import type { ClubTier, Membership, MembershipKind, Period } from "../../../domain/club/types.ts";
import { Price } from "../../components/catalogue/price.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { ApiError } from "../../lib/api.ts";
import {
  cancelMembership,
  joinClub,
  keepMembership,
  payMembership,
  subscribeToPlan,
} from "../../lib/club/club-writes.ts";
import { useMyMemberships, useWaiting } from "../../lib/club/use-club.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { CardPayForm } from "./card-pay-form.tsx";
import styles from "./club.module.css";
import { CurrentMembership } from "./current-membership.tsx";
import { perPeriod } from "./labels.ts";
import { WaitingNotice } from "./waiting-notice.tsx";

/**
 * Joining the club or taking a plan, then paying for it (issue 22): the choice made on the page
 * (product and period), the unpaid one waiting for a card, and what the member has now. Joining
 * goes through the outbox, so offline it waits and is sent once; paying needs the connection.
 */
type Props = {
  kind: MembershipKind;
  product: string;
  productName: MessageDescriptor;
  period: Period;
  prices: Prices;
};

export function MembershipPanel({ kind, product, productName, period, prices }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  const mine = useMyMemberships(kind);
  const waiting = useWaiting(kind === "club" ? "membership" : "subscription");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!user) {
    return (
      <div className={styles.panel}>
        <p>
          {kind === "club" ? (
            <Trans>Sign in or create an account to join; it takes a minute.</Trans>
          ) : (
            <Trans>Sign in or create an account to subscribe; it takes a minute.</Trans>
          )}
        </p>
        <Link to="/auth" search={{ redirect: location.href }} className={buttonClass("primary")}>
          <LogIn size={18} aria-hidden="true" />
          {kind === "club" ? <Trans>Sign in to join</Trans> : <Trans>Sign in to subscribe</Trans>}
        </Link>
      </div>
    );
  }
  if (mine === undefined || waiting === undefined) return <div className={styles.panel} aria-busy="true" />;

  const plan = kind === "plan" ? planOffer(product) : undefined;
  const allowed =
    kind === "club" ? mayJoinTier(product as ClubTier, user.roles) : Boolean(plan && mayTakePlan(plan, user.roles));
  const unpaid = mine.items.find((m) => m.status === "pending_payment");
  const current = mine.current;
  const price = prices[period];

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      const result =
        kind === "club"
          ? await joinClub({ tier: product as ClubTier, period })
          : await subscribeToPlan({ planId: product, period });
      if (result.state === "sent") await keepMembership(result.body);
    } catch (err) {
      setError(
        err instanceof ApiError ? err.body?.message || err.message : t`Something went wrong. Please try again later.`,
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      {current ? <CurrentMembership membership={current} name={`${user.firstName} ${user.lastName}`} /> : null}
      {waiting.length > 0 ? <WaitingNotice items={waiting} /> : null}
      {unpaid ? (
        <UnpaidMembership membership={unpaid} kind={kind} />
      ) : waiting.length === 0 && !allowed ? (
        <Notice tone="neutral" role="note">
          {t(kind === "club" ? clubMessages.captainsOnly : clubMessages.planNotForYou)}
        </Notice>
      ) : waiting.length === 0 ? (
        <div className={styles.choice}>
          <p className={styles.choiceLine}>
            <strong>{t(productName)}</strong>{" "}
            <Trans>
              <Price value={price} /> {t(perPeriod[period])}
            </Trans>
          </p>
          {current ? (
            <p className={styles.muted}>
              <Trans>It starts the day after your paid time ends, so no day is paid twice.</Trans>
            </p>
          ) : null}
          <FormError message={error} />
          <Button variant="accent" disabled={busy} onClick={() => void start()}>
            {current ? (
              <Trans>Renew or change to {t(productName)}</Trans>
            ) : kind === "club" ? (
              <Trans>Join as {t(productName)}</Trans>
            ) : (
              <Trans>Subscribe to {t(productName)}</Trans>
            )}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

function UnpaidMembership({ membership, kind }: { membership: Membership; kind: MembershipKind }) {
  return (
    <div className={styles.unpaid}>
      <Notice tone="warning" small icon={<Clock size={16} />} role="status">
        {kind === "club" ? (
          <Trans>Your membership is waiting for payment. It becomes active once paid.</Trans>
        ) : (
          <Trans>Your plan is waiting for payment. It becomes active once paid.</Trans>
        )}
      </Notice>
      <CardPayForm
        key={membership.id}
        amount={membership.price}
        declined={Boolean(membership.lastFailure)}
        pay={(card) => payMembership(membership, card)}
      />
      <WithdrawButton membership={membership} />
    </div>
  );
}

/** An unpaid choice can be dropped (nothing was charged) to choose another tier, plan or period. */
function WithdrawButton({ membership }: { membership: Membership }) {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = async () => {
    setBusy(true);
    setError(null);
    try {
      await cancelMembership(membership);
    } catch (err) {
      setError(
        err instanceof ApiError ? err.body?.message || err.message : t`Something went wrong. Please try again later.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className={styles.linkButton} disabled={busy || !online} onClick={() => void withdraw()}>
        <Trans>Choose something else instead</Trans>
      </button>
      <FormError message={error} />
    </>
  );
}
