import { Trans, useLingui } from "@lingui/react/macro";
import { useQuery } from "@tanstack/react-query";
import { Link, useNavigate } from "@tanstack/react-router";
import { RefreshCw, Search, UserX } from "lucide-react";
import { useEffect, useState } from "react";
import { isErasedEmail } from "../../../domain/accounts/account-data.ts";
import { isRole, roles } from "../../../domain/accounts/roles.ts";
import { roleLabels } from "../../components/accounts/role-labels.ts";
import { Button } from "../../components/ui/button.tsx";
import { formatDate } from "../../lib/format.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { useAtomValue } from "../../lib/store.ts";
import styles from "./admin.module.css";
import { USERS_PAGE_SIZE, userQuery, usersQuery } from "./admin-api.ts";
import type { AdminSearch } from "./admin-search.ts";
import { UserCard } from "./user-card.tsx";
import { UserControls } from "./user-controls.tsx";

const SEARCH_DEBOUNCE_MS = 300;

/** The users tab: search by name, e-mail or brand, filter by role, and the profile of `userId`. */
export function UsersTab({ search }: { search: AdminSearch }) {
  const { t } = useLingui();
  const locale = useAtomValue(localeAtom);
  const navigate = useNavigate();
  const page = search.page ?? 1;
  const [text, setText] = useState(search.q ?? "");
  const list = useQuery(usersQuery({ q: search.q, role: search.role, page }));

  const update = (patch: Partial<AdminSearch>) =>
    void navigate({
      to: "/admin",
      search: (prev) => ({ ...prev, tab: "users", page: undefined, ...patch }),
      replace: true,
    });

  useEffect(() => {
    if ((search.q ?? "") === text.trim()) return;
    const timer = setTimeout(() => update({ q: text.trim() || undefined }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  });

  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  return (
    <div className={styles.usersLayout}>
      <section aria-label={t`Users`}>
        <div className={styles.filters}>
          <label className={styles.searchBox}>
            <Search size={18} aria-hidden="true" />
            <span className="visually-hidden">
              <Trans>Search users</Trans>
            </span>
            <input
              type="search"
              value={text}
              placeholder={t`Name, email or brand`}
              onChange={(event) => setText(event.target.value)}
            />
          </label>
          <label className={styles.roleFilter}>
            <span className="visually-hidden">
              <Trans>Role</Trans>
            </span>
            <select
              value={search.role ?? ""}
              onChange={(event) => update({ role: isRole(event.target.value) ? event.target.value : undefined })}
            >
              <option value="">{t`All roles`}</option>
              {roles.map((role) => (
                <option key={role} value={role}>
                  {t(roleLabels[role])}
                </option>
              ))}
            </select>
          </label>
        </div>
        {list.isPending ? <p className={styles.state}>{t`Loading users…`}</p> : null}
        {list.isError && !list.data ? (
          <div className={styles.state} role="alert">
            <p>{t`The users could not be loaded.`}</p>
            <Button variant="secondary" onClick={() => void list.refetch()}>
              <RefreshCw size={16} aria-hidden="true" />
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : null}
        {list.data && list.data.items.length === 0 ? (
          <div className={styles.state}>
            <UserX size={28} aria-hidden="true" />
            <p>{t`No users match this search.`}</p>
          </div>
        ) : null}
        {list.data && list.data.items.length > 0 ? (
          <>
            <p className={styles.count}>
              <Trans>Users found: {total}</Trans>
            </p>
            <ul className={styles.userList}>
              {list.data.items.map((user) => (
                <li key={user.id}>
                  <Link
                    to="/admin"
                    search={(prev) => ({ ...prev, tab: "users", userId: user.id })}
                    className={styles.userRow}
                    aria-current={search.userId === user.id ? "true" : undefined}
                  >
                    <span className={styles.rowName}>
                      {isErasedEmail(user.email) ? t`Deleted user` : `${user.firstName} ${user.lastName}`}
                    </span>
                    <span className={styles.rowEmail}>{user.email}</span>
                    <span className={styles.rowRoles}>
                      {user.roles.map((role) => t(roleLabels[role])).join(", ")}
                      {user.blocked ? ` · ${t`Blocked`}` : null}
                    </span>
                    <span className={styles.rowDate}>{formatDate(user.createdAt, locale)}</span>
                  </Link>
                </li>
              ))}
            </ul>
            {pages > 1 ? (
              <div className={styles.pager}>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page <= 1}
                  onClick={() => update({ page: page - 1 })}
                >
                  <Trans>Previous</Trans>
                </Button>
                <span>
                  <Trans>
                    Page {page} of {pages}
                  </Trans>
                </span>
                <Button
                  variant="secondary"
                  size="small"
                  disabled={page >= pages}
                  onClick={() => update({ page: page + 1 })}
                >
                  <Trans>Next</Trans>
                </Button>
              </div>
            ) : null}
          </>
        ) : null}
      </section>
      {search.userId ? <UserProfile id={search.userId} /> : null}
    </div>
  );
}

function UserProfile({ id }: { id: string }) {
  const { t } = useLingui();
  const { data, isPending, isError } = useQuery(userQuery(id));
  return (
    <section className={styles.profile} aria-label={t`User profile`}>
      {isPending ? <p className={styles.state}>{t`Loading the profile…`}</p> : null}
      {isError ? (
        <p className={styles.state} role="alert">
          {t`This user could not be found.`}
        </p>
      ) : null}
      {data ? (
        <UserCard user={data}>
          <UserControls key={`${data.id}:${data.roles.join()}`} user={data} />
        </UserCard>
      ) : null}
    </section>
  );
}
