import { Trans, useLingui } from "@lingui/react/macro";
import { QueryClientProvider, useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { Inbox, Mail, Ship, Users } from "lucide-react";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { queryClient } from "../../lib/query-client.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./admin.module.css";
import { newContactRequestsQuery } from "./admin-api.ts";
import type { AdminSearch } from "./admin-search.ts";
import { CommunicationsTab } from "./communications-tab.tsx";
import { RequestsTab } from "./requests-tab.tsx";
import { UsersTab } from "./users-tab.tsx";
import { YachtsTab } from "./yachts-tab.tsx";

/**
 * /admin (spec section 2): the admin dashboard, for admins only. Its users tab (search, roles, a
 * user's profile by `userId`), the visitors' contact requests, the yachts' owners and the
 * communication monitor are here; moderation and the other tabs come with their issues.
 */
export function AdminPage({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  usePageTitle(t`Admin dashboard`);
  const tab = search.tab ?? "users";
  return (
    <RequireUser requiredRole="admin">
      {() => (
        <QueryClientProvider client={queryClient}>
          <div className={`container ${styles.page}`}>
            <h1 className={styles.title}>
              <Trans>Admin dashboard</Trans>
            </h1>
            <nav className={styles.tabs} aria-label={t`Admin sections`}>
              <Link
                to="/admin"
                search={{ tab: "users" }}
                className={styles.tab}
                aria-current={tab === "users" ? "page" : undefined}
              >
                <Users size={16} aria-hidden="true" />
                <Trans>Users</Trans>
              </Link>
              <Link
                to="/admin"
                search={{ tab: "requests" }}
                className={styles.tab}
                aria-current={tab === "requests" ? "page" : undefined}
              >
                <Inbox size={16} aria-hidden="true" />
                <Trans>Requests</Trans>
                <NewRequestsCount />
              </Link>
              <Link
                to="/admin"
                search={{ tab: "yachts" }}
                className={styles.tab}
                aria-current={tab === "yachts" ? "page" : undefined}
              >
                <Ship size={16} aria-hidden="true" />
                <Trans>Yachts</Trans>
              </Link>
              <Link
                to="/admin"
                search={{ tab: "communications" }}
                className={styles.tab}
                aria-current={tab === "communications" ? "page" : undefined}
              >
                <Mail size={16} aria-hidden="true" />
                <Trans>Communications</Trans>
              </Link>
            </nav>
            {tab === "users" ? (
              <UsersTab search={search} />
            ) : tab === "requests" ? (
              <RequestsTab status={search.status} page={search.page ?? 1} />
            ) : tab === "yachts" ? (
              <YachtsTab />
            ) : (
              <CommunicationsTab page={search.page ?? 1} />
            )}
          </div>
        </QueryClientProvider>
      )}
    </RequireUser>
  );
}

/** The number of new requests beside the tab's name, when there are any. */
function NewRequestsCount() {
  const { t } = useLingui();
  const { data: count } = useQuery(newContactRequestsQuery);
  if (!count) return null;
  return (
    <span className={styles.tabCount}>
      <span aria-hidden="true">{count}</span>
      <span className="visually-hidden">{t`${count} new`}</span>
    </span>
  );
}
