import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Inbox, RefreshCw } from "lucide-react";
import type { OutgoingMessage } from "../../../domain/accounts/accounts.ts";
import { Button } from "../../components/ui/button.tsx";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./admin.module.css";
import { communicationsQuery } from "./admin-api.ts";

/**
 * The communication monitor (spec README, decision 8): every e-mail the portal wrote, newest
 * first, with its status. Without SMTP the messages are only stored, and an admin reads them here.
 */
export function CommunicationsTab({ page }: { page: number }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const { data, isPending, isError, refetch } = useQuery(communicationsQuery(page));
  const statusLabel = ({ status, nextAttemptAt }: OutgoingMessage) =>
    status === "queued"
      ? t`Queued`
      : status === "sent"
        ? t`Sent`
        : status === "stored"
          ? t`Stored (no mail server)`
          : nextAttemptAt
            ? t`Failed, will retry`
            : t`Failed`;

  if (isPending) return <p className={styles.state}>{t`Loading messages…`}</p>;
  if (isError && !data) {
    return (
      <div className={styles.state} role="alert">
        <p>{t`The messages could not be loaded.`}</p>
        <Button variant="secondary" onClick={() => void refetch()}>
          <RefreshCw size={16} aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (data.items.length === 0) {
    return (
      <div className={styles.state}>
        <Inbox size={28} aria-hidden="true" />
        <p>{t`No e-mail has been written yet.`}</p>
      </div>
    );
  }
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  return (
    <section aria-label={t`Outgoing messages`}>
      <ul className={styles.messages}>
        {data.items.map((message) => (
          <li key={message.id}>
            <details className={styles.message}>
              <summary>
                <span className={styles.status} data-status={message.status}>
                  {statusLabel(message)}
                </span>
                <span className={styles.subject}>{message.subject}</span>
                <span className={styles.rowEmail}>{message.to}</span>
                <time className={styles.rowDate} dateTime={message.createdAt}>
                  {formatDate(message.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}
                </time>
              </summary>
              <pre className={styles.body}>{message.body}</pre>
              {message.error ? <p className={styles.errorText}>{message.error}</p> : null}
              {message.status === "failed" ? <RetryNote message={message} /> : null}
            </details>
          </li>
        ))}
      </ul>
      {pages > 1 ? (
        <div className={styles.pager}>
          <Link to="/admin" search={{ tab: "communications", page: page - 1 }} disabled={page <= 1}>
            <Trans>Previous</Trans>
          </Link>
          <span>
            <Trans>
              Page {page} of {pages}
            </Trans>
          </span>
          <Link to="/admin" search={{ tab: "communications", page: page + 1 }} disabled={page >= pages}>
            <Trans>Next</Trans>
          </Link>
        </div>
      ) : null}
    </section>
  );
}

/** How often a failed message was tried, and when the next try goes (decision record 061). */
function RetryNote({ message }: { message: OutgoingMessage }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const attempts = message.attempts;
  const next = message.nextAttemptAt
    ? formatDate(message.nextAttemptAt, locale, { dateStyle: "medium", timeStyle: "short" })
    : null;
  return (
    <p className={styles.retryNote}>
      {next ? t`Attempts: ${attempts}. Next try: ${next}.` : t`Attempts: ${attempts}. No more tries.`}
    </p>
  );
}
