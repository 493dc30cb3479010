import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Clock } from "lucide-react";
import { type FormEvent, useState } from "react";
import * as v from "valibot";
import { COMMENT_MAX_CHARS, commentSchema } from "../../../domain/events/rules.ts";
import type { EventDetail } from "../../../domain/events/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { FormError } from "../../components/form/form-error.tsx";
import { TextAreaField } from "../../components/form/textarea-field.tsx";
import { Button, buttonClass } from "../../components/ui/button.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { ApiError } from "../../lib/api.ts";
import { useLocale } from "../../lib/catalogue/use-catalogue.ts";
import { commentOnEvent } from "../../lib/events/event-writes.ts";
import { formatDate } from "../../lib/format.ts";
import { i18n } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./event-detail.module.css";

type Props = { event: EventDetail; waiting: OutboxItem[] };

/**
 * An event's comments, newest last, with the author's first name and time; comments waiting in the
 * outbox follow, marked as waiting. A visitor reads them and is offered a login to write.
 */
export function Comments({ event, waiting }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const user = useAtomValue(sessionUserAtom);
  const [text, setText] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) =>
    formatDate(iso, locale, { day: "numeric", month: "long", year: "numeric", hour: "2-digit", minute: "2-digit" });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = v.safeParse(commentSchema, { text });
    if (!parsed.success) {
      setError(i18n._(parsed.issues[0].message));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      await commentOnEvent(event.id, parsed.output);
      setText("");
    } catch (err) {
      setError(err instanceof ApiError ? Object.values(err.fields)[0] || err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="comments-title" className={styles.section}>
      <h2 id="comments-title">
        <Trans>Comments</Trans> <span className={styles.muted}>({event.comments.length + waiting.length})</span>
      </h2>
      {event.comments.length + waiting.length === 0 ? (
        <p className={styles.muted}>
          <Trans>No comments yet.</Trans>
        </p>
      ) : (
        <ol className={styles.comments} data-testid="comments">
          {event.comments.map((comment) => (
            <li key={comment.id} className={styles.comment}>
              <p className={styles.commentHead}>
                <strong>{comment.author.firstName}</strong>{" "}
                <time dateTime={comment.createdAt} className={styles.muted}>
                  {when(comment.createdAt)}
                </time>
              </p>
              <p className={styles.commentText}>{comment.text}</p>
            </li>
          ))}
          {waiting.map((item) => (
            <li key={item.id} className={`${styles.comment} ${styles.commentWaiting}`} data-testid="comment-waiting">
              <p className={styles.commentHead}>
                <strong>{user?.firstName ?? t`You`}</strong>{" "}
                <span className={styles.waitingTag}>
                  <Clock size={14} aria-hidden="true" />
                  {item.status === "failed" ? (
                    <Trans>Not accepted: {item.lastError?.message ?? ""}</Trans>
                  ) : item.status === "needs_auth" ? (
                    <Trans>Waiting: log in again to send</Trans>
                  ) : (
                    <Trans>Waiting for the connection</Trans>
                  )}
                </span>
              </p>
              <p className={styles.commentText}>{String((item.body as { text?: unknown })?.text ?? "")}</p>
            </li>
          ))}
        </ol>
      )}
      {user ? (
        <form onSubmit={(e) => void submit(e)} className={styles.commentForm} noValidate>
          <TextAreaField
            label={t`Your comment`}
            value={text}
            maxLength={COMMENT_MAX_CHARS}
            onChange={(e) => setText(e.target.value)}
            hint={<Plural value={COMMENT_MAX_CHARS - text.length} one="# character left" other="# characters left" />}
          />
          <Button type="submit" disabled={busy} data-testid="comment-button">
            <Trans>Post comment</Trans>
          </Button>
          <FormError message={error} />
        </form>
      ) : (
        <p>
          <Link to="/auth" search={{ redirect: `/events/${event.id}` }} className={buttonClass("secondary", "small")}>
            <Trans>Log in to write a comment</Trans>
          </Link>
        </p>
      )}
    </section>
  );
}
