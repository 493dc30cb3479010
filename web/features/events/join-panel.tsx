import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { CheckCircle2, Clock, LogIn } from "lucide-react";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { joinSchema, placesLeft, refusesEntry } from "../../../domain/events/rules.ts";
import type { EntryStatus, EventDetail } from "../../../domain/events/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { TEST_CARD_PAID } from "../../../domain/payments/payment.ts";
import { Price } from "../../components/catalogue/price.tsx";
import { Field } from "../../components/form/field.tsx";
import { FormError } from "../../components/form/form-error.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { Notice } from "../../components/ui/notice.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { ApiError } from "../../lib/api.ts";
import { joinEvent, leaveEvent, payEntry } from "../../lib/events/event-writes.ts";
import { i18n } from "../../lib/i18n.ts";
import { onlineAtom } from "../../lib/network.ts";
import { outboxDb, refreshWaiting } from "../../lib/outbox/outbox.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./event-detail.module.css";

type Props = { event: EventDetail; today: string; entry: EntryStatus | undefined; waiting: OutboxItem | null };

const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.message : error instanceof Error ? error.message : String(error);

/**
 * Joining an event: the boat's name, sail number and crew (all optional), sent through the outbox
 * so that offline it waits and says so; then where the user stands, leaving, and the entry fee.
 */
export function JoinPanel({ event, today, entry, waiting }: Props) {
  const { t } = useLingui();
  const user = useAtomValue(sessionUserAtom);
  const online = useAtomValue(onlineAtom);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const refusal = refusesEntry(event, today);
  const full = placesLeft(event) === 0;

  if (waiting && waiting.status !== "failed") {
    return (
      <Notice tone="warning" icon={<Clock size={18} />} role="status">
        <span data-testid="join-waiting">
          {waiting.status === "needs_auth" ? (
            <Trans>Your entry is waiting: log in again to send it.</Trans>
          ) : (
            <Trans>Your entry is waiting for the connection. It will be sent once, as soon as you are online.</Trans>
          )}
        </span>
      </Notice>
    );
  }
  if (entry) {
    const leave = async () => {
      setBusy(true);
      setError(null);
      try {
        await leaveEvent(event.id);
      } catch (e) {
        setError(messageOf(e));
      } finally {
        setBusy(false);
      }
    };
    return (
      <div className={styles.joinState}>
        <Notice tone={entry === "joined" ? "neutral" : "warning"} icon={<CheckCircle2 size={18} />} role="status">
          <span data-testid="join-status">
            {entry === "joined" ? (
              <Trans>You have joined this event.</Trans>
            ) : entry === "waitlisted" ? (
              <Trans>
                The event is full: you are on the waitlist. If a place comes free, it is yours and we write to you.
              </Trans>
            ) : (
              <Trans>Your place is held until the entry fee is paid.</Trans>
            )}
          </span>
        </Notice>
        {entry === "pending_payment" && event.entryFee ? <PayForm event={event} /> : null}
        {refusal === null ? (
          <Button variant="secondary" onClick={() => void leave()} disabled={busy || !online}>
            {entry === "waitlisted" ? <Trans>Leave the waitlist</Trans> : <Trans>Leave the event</Trans>}
          </Button>
        ) : null}
        {!online ? (
          <p className={styles.muted}>
            <Trans>Leaving needs a connection.</Trans>
          </p>
        ) : null}
        <FormError message={error} />
      </div>
    );
  }
  if (refusal) {
    return (
      <Notice tone="neutral" role="status">
        <span data-testid="join-closed">
          {refusal === "event_over" ? (
            <Trans>This event has ended; entries are closed.</Trans>
          ) : (
            <Trans>This event is cancelled; entries are closed.</Trans>
          )}
        </span>
      </Notice>
    );
  }
  if (!user) {
    return (
      <Link to="/auth" search={{ redirect: `/events/${event.id}` }} className={buttonClass("accent")}>
        <LogIn size={18} aria-hidden="true" />
        <Trans>Log in to join</Trans>
      </Link>
    );
  }
  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const body = {
      boatName: String(form.get("boatName") ?? ""),
      sailNumber: String(form.get("sailNumber") ?? ""),
      crew: String(form.get("crew") ?? "")
        .split(/[,\n]/)
        .map((name) => name.trim())
        .filter(Boolean),
    };
    const parsed = v.safeParse(joinSchema, body);
    if (!parsed.success) {
      setFieldErrors(
        Object.fromEntries(parsed.issues.map((issue) => [String(issue.path?.[0]?.key ?? ""), i18n._(issue.message)])),
      );
      return;
    }
    setFieldErrors({});
    setBusy(true);
    setError(null);
    try {
      await joinEvent(event.id, parsed.output);
    } catch (err) {
      if (err instanceof ApiError) setFieldErrors(err.fields);
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.joinForm} onSubmit={(e) => void submit(e)} noValidate>
      {waiting?.status === "failed" ? <RefusedEntry item={waiting} /> : null}
      <Field
        name="boatName"
        label={t`Boat name`}
        optionalText={t`optional`}
        maxLength={60}
        error={fieldErrors.boatName}
      />
      <Field
        name="sailNumber"
        label={t`Sail number`}
        optionalText={t`optional`}
        maxLength={12}
        error={fieldErrors.sailNumber}
      />
      <Field
        name="crew"
        label={t`Crew`}
        optionalText={t`optional`}
        hint={t`First names, separated by commas`}
        error={fieldErrors.crew}
      />
      <Button type="submit" variant="accent" disabled={busy} data-testid="join-button">
        {full ? <Trans>Join the waitlist</Trans> : <Trans>Join</Trans>}
      </Button>
      {event.entryFee && !full ? (
        <p className={styles.muted}>
          <Trans>
            Entry fee <Price value={event.entryFee} />: your place is held until it is paid.
          </Trans>
        </p>
      ) : null}
      {!online ? (
        <p className={styles.muted}>
          <Trans>You are offline: your entry will wait on this device and be sent when you are back online.</Trans>
        </p>
      ) : null}
      <FormError message={error} />
    </form>
  );
}

/** An entry the server refused on a replay: its reason, and a way to let it go. */
function RefusedEntry({ item }: { item: OutboxItem }) {
  const reason = Object.values(item.lastError?.fields ?? {}).join(" ") || item.lastError?.message || "";
  const dismiss = async () => {
    const db = await outboxDb();
    await db.outbox.delete(item.id);
    await refreshWaiting();
  };
  return (
    <Notice tone="danger" role="alert">
      <Trans>Your entry was not accepted: {reason}</Trans>{" "}
      <button type="button" className={styles.linkButton} onClick={() => void dismiss()}>
        <Trans>Dismiss</Trans>
      </button>
    </Notice>
  );
}

/** The entry fee through the test payment provider (spec README, decision 8). */
function PayForm({ event }: { event: EventDetail }) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [card, setCard] = useState("");
  const pay = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await payEntry(event.id, { method: "test_card", cardNumber: card });
      if (answer.paymentStatus !== "paid") setError(t`The card was declined. Try another card.`);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.joinForm} onSubmit={(e) => void pay(e)} noValidate>
      <Field
        label={t`Card number`}
        inputMode="numeric"
        autoComplete="cc-number"
        value={card}
        onChange={(e) => setCard(e.target.value)}
        hint={
          <Trans>
            Test payments: the card {TEST_CARD_PAID} is paid.{" "}
            <button type="button" className={styles.linkButton} onClick={() => setCard(TEST_CARD_PAID)}>
              Use it
            </button>
          </Trans>
        }
      />
      <Button type="submit" disabled={busy || !card}>
        {event.entryFee ? (
          <Trans>
            Pay <Price value={event.entryFee} />
          </Trans>
        ) : null}
      </Button>
      <FormError message={error} />
    </form>
  );
}
