import { useLingui } from "@lingui/react/macro";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Bell } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { queryClient } from "../../lib/query-client.ts";
import { badgeText, notificationsQuery } from "./admin-api.ts";
import styles from "./notifications.module.css";

const NotificationsPanel = lazy(() => import("./notifications-panel.tsx"));

/**
 * The admin bell of the header (spec section 2): unread count, '9+' above nine, polled every
 * 60 s; it opens the notifications panel. Loaded only for admins, with react-query.
 */
export default function NotificationsBell() {
  return (
    <QueryClientProvider client={queryClient}>
      <BellButton />
    </QueryClientProvider>
  );
}

function BellButton() {
  const { t } = useLingui();
  const { data } = useQuery(notificationsQuery);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const unread = data?.filter((note) => !note.isRead).length ?? 0;
  return (
    <>
      <button
        type="button"
        className={styles.bell}
        aria-label={unread ? t`Notifications, ${unread} unread` : t`Notifications`}
        aria-haspopup="dialog"
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <Bell size={20} aria-hidden="true" />
        {unread > 0 ? (
          <span className={styles.badge} data-testid="bell-badge" aria-hidden="true">
            {badgeText(unread)}
          </span>
        ) : null}
      </button>
      {opened ? (
        <Suspense fallback={null}>
          <NotificationsPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
