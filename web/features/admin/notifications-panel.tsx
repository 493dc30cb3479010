import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useNavigate } from "@tanstack/react-router";
import { BellOff, ExternalLink, RefreshCw } from "lucide-react";
import { useEffect, useState } from "react";
import type { AdminNotification } from "../../../domain/accounts/accounts.ts";
import { Button } from "../../components/ui/button.tsx";
import { ModalDialog } from "../../components/ui/modal-dialog.tsx";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import adminStyles from "./admin.module.css";
import { notificationsQuery, openNotification, userQuery } from "./admin-api.ts";
import styles from "./notifications.module.css";
import { UserCard } from "./user-card.tsx";

/**
 * The administrator notifications side panel (spec section 2): title, priority, message, date
 * and an unread dot. Opening one marks it read, deletes it and refreshes the list; a new user's
 * registration opens that user's panel, whose 'Open profile' leads to the admin users tab; a
 * contact request leads to the Requests tab.
 */
const priorityLabels: Record<AdminNotification["priority"], MessageDescriptor> = {
  urgent: msg`Urgent`,
  high: msg`High`,
  normal: msg`Normal`,
  low: msg`Low`,
};

export default function NotificationsPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useLingui();
  const [userId, setUserId] = useState<string | null>(null);
  if (!open && userId) setUserId(null);

  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      look="panel"
      keepMounted
      label={t`Administrator notifications`}
      title={userId ? <Trans>New user</Trans> : <Trans>Administrator notifications</Trans>}
      onBack={userId ? () => setUserId(null) : undefined}
    >
      {userId ? (
        <NewUserView id={userId} onDone={onClose} />
      ) : (
        <NotificationList onOpenUser={setUserId} onDone={onClose} />
      )}
    </ModalDialog>
  );
}

function NotificationList({ onOpenUser, onDone }: { onOpenUser: (id: string) => void; onDone: () => void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const locale = useAtomValue(localeAtom);
  const client = useQueryClient();
  const { data, isPending, isError, refetch, isFetching } = useQuery(notificationsQuery);

  const open = async (note: AdminNotification) => {
    const userId = note.metadata.userId;
    if (note.type === "new_user_registration" && typeof userId === "string") onOpenUser(userId);
    if (note.type === "contact_request") {
      onDone();
      void navigate({ to: "/admin", search: { tab: "requests" } });
    }
    await openNotification(note.id);
    await client.invalidateQueries({ queryKey: notificationsQuery.queryKey });
  };

  if (isPending) return <p className={adminStyles.state}>{t`Loading notifications…`}</p>;
  if (isError && !data) {
    return (
      <div className={adminStyles.state} role="alert">
        <p>{t`The notifications could not be loaded.`}</p>
        <Button variant="secondary" onClick={() => void refetch()} disabled={isFetching}>
          <RefreshCw size={16} aria-hidden="true" />
          <Trans>Try again</Trans>
        </Button>
      </div>
    );
  }
  if (data.length === 0) {
    return (
      <div className={adminStyles.state}>
        <BellOff size={28} aria-hidden="true" />
        <p>{t`No notifications. New registrations will appear here.`}</p>
      </div>
    );
  }
  return (
    <ul className={styles.list}>
      {data.map((note) => (
        <li key={note.id}>
          <button
            type="button"
            className={styles.note}
            data-unread={!note.isRead || undefined}
            onClick={() => void open(note)}
          >
            <span className={styles.noteHead}>
              <span className={styles.noteTitle}>{note.title}</span>
              <span className={styles.priority} data-priority={note.priority}>
                {t(priorityLabels[note.priority])}
              </span>
              {note.isRead ? null : (
                <span className={styles.dot}>
                  <span className="visually-hidden">{t`Unread`}</span>
                </span>
              )}
            </span>
            <span className={styles.noteMessage}>{note.message}</span>
            <time className={styles.noteTime} dateTime={note.createdAt}>
              {formatDate(note.createdAt, locale, { dateStyle: "medium", timeStyle: "short" })}
            </time>
          </button>
        </li>
      ))}
    </ul>
  );
}

function NewUserView({ id, onDone }: { id: string; onDone: () => void }) {
  const navigate = useNavigate();
  const { data, isError, error } = useQuery(userQuery(id));
  // Section 8: a failure to load the new user's details is only logged.
  useEffect(() => {
    if (isError) console.warn("The new user's details could not be loaded:", error);
  }, [isError, error]);
  const openProfile = () => {
    onDone();
    void navigate({ to: "/admin", search: { tab: "users", userId: id } });
  };
  const action = (
    <Button onClick={openProfile} className={styles.openProfile}>
      <ExternalLink size={16} aria-hidden="true" />
      <Trans>Open profile</Trans>
    </Button>
  );
  if (!data) return <div className={adminStyles.state}>{isError ? action : <Trans>Loading…</Trans>}</div>;
  return <UserCard user={data}>{action}</UserCard>;
}
