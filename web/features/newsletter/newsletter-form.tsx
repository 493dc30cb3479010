import { Trans, useLingui } from "@lingui/react/macro";
import { Check, Clock, LoaderCircle, Send } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { newsletterMessages as m } from "../../../domain/newsletter/messages.ts";
import { newsletterRequestSchema, newsletterToast } from "../../../domain/newsletter/newsletter.ts";
import { useForm } from "../../components/form/use-form.ts";
import { useLiveQuery } from "../../lib/use-live-query.ts";
import styles from "./newsletter-form.module.css";
import {
  isInForeground,
  showAnswer,
  showNetworkFailure,
  showQueued,
  showRefusal,
  subscribeToNewsletter,
} from "./subscribe.ts";

/**
 * The footer's newsletter sign-up (spec sections 2, 4, 5 and 8): an e-mail field and a button that
 * is idle, loading (spinner, field disabled) or done (a green check for 3 to 5 s). The check does
 * not block a second sign-up: the same address sent again gets the server's own answer (resent).
 * Enter submits. Sign-ups waiting for the connection are listed under it.
 */
type Phase = { kind: "idle" } | { kind: "loading" } | { kind: "done"; ms: number };

function useWaitingSignups(): { id: string; email: string }[] {
  const items = useLiveQuery(
    (db) =>
      db.outbox
        .where("kind")
        .equals("newsletter")
        .filter((item) => item.status === "pending" || item.status === "sending")
        .toArray(),
    [],
  );
  // A sign-up being sent while the user watches is kept in the outbox too, but is not waiting.
  return (items ?? [])
    .filter((item) => !isInForeground(item.id))
    .map((item) => ({
      id: item.id,
      email: String((item.body as { email?: unknown } | null)?.email ?? ""),
    }));
}

export default function NewsletterForm() {
  const { t } = useLingui();
  const id = useId();
  const form = useForm(newsletterRequestSchema, { email: "" });
  const [phase, setPhase] = useState<Phase>({ kind: "idle" });
  const waiting = useWaitingSignups();

  useEffect(() => {
    if (phase.kind !== "done") return;
    const timer = setTimeout(() => setPhase({ kind: "idle" }), phase.ms);
    return () => clearTimeout(timer);
  }, [phase]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // The check of a sign-up just made does not block another: the same address again gets its own answer.
    if (phase.kind === "loading" || !form.validate()) return;
    const email = form.values.email.trim();
    setPhase({ kind: "loading" });
    const outcome = await subscribeToNewsletter(email);
    if (outcome.kind === "answered") {
      showAnswer(outcome.answer);
      form.reset();
      setPhase({ kind: "done", ms: newsletterToast(outcome.answer).checkMs });
    } else if (outcome.kind === "queued") {
      // Kept, not yet subscribed: no check mark; the line under the form says it waits.
      showQueued(email, outcome.offline);
      form.reset();
      setPhase({ kind: "idle" });
    } else {
      if (outcome.kind === "refused") {
        const { fields, code } = outcome.error;
        // The outbox passes on the message and code of a refusal, not always its fields; email is
        // the only field there is.
        form.serverErrors(code === "invalid_input" && !fields.email ? { email: m.emailInvalid.id } : fields);
        showRefusal(outcome.error.body?.message);
      } else {
        showNetworkFailure();
      }
      setPhase({ kind: "idle" });
    }
  };

  const error = form.errors.email;
  // Checked when sent, not when the field is left: a visitor tabbing through the footer is not scolded.
  const { onBlur: _, ...emailField } = form.field("email");
  const busy = phase.kind === "loading";
  const label =
    phase.kind === "loading" ? t`Subscribing…` : phase.kind === "done" ? t`Subscribed` : t`Subscribe to the newsletter`;
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t`Newsletter`}>
      {/* The footer is on every page: a page's own "Email" field stays the only field of that name. */}
      <label htmlFor={`${id}-email`} className="visually-hidden">
        <Trans>E-mail for the newsletter</Trans>
      </label>
      <div className={styles.row} data-invalid={error ? true : undefined}>
        <input
          id={`${id}-email`}
          className={styles.input}
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={t`Your email`}
          {...emailField}
          disabled={busy}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <button
          type="submit"
          className={`${styles.button} ${phase.kind === "done" ? styles.done : ""}`}
          disabled={busy}
          aria-label={label}
          title={label}
          aria-busy={busy || undefined}
          data-state={phase.kind}
        >
          {phase.kind === "loading" ? (
            <LoaderCircle size={20} className={styles.spin} aria-hidden="true" />
          ) : phase.kind === "done" ? (
            <Check size={22} strokeWidth={3} aria-hidden="true" />
          ) : (
            <Send size={18} aria-hidden="true" />
          )}
        </button>
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {waiting.length > 0 ? (
        <ul
          className={styles.waiting}
          aria-label={t({ message: "Waiting for the connection", context: "newsletter sign-ups" })}
        >
          {waiting.map(({ id: key, email }) => (
            <li key={key}>
              <Clock size={14} aria-hidden="true" />
              <span>
                <Trans>
                  <strong title={email}>{email}</strong> will be subscribed when the connection returns
                </Trans>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </form>
  );
}
