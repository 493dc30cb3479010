import { useLingui } from "@lingui/react/macro";
import { Suspense } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { hasRole } from "../../../domain/accounts/roles.ts";
import { AppLink } from "../../components/ui/app-link.tsx";
import { optionalLazy } from "../../components/ui/optional-lazy.tsx";
import { dashboardFor } from "../../lib/accounts/account-links.ts";
import { ProfileMenu } from "./profile-menu.tsx";
import styles from "./site-header.module.css";

// The bell and its data layer load only for admins (decision record 012).
const AdminBell = optionalLazy(() => import("../../features/admin/notifications-bell.tsx"));

/**
 * A logged-in user's header (spec section 2): the admin bell, the dashboard button of their role
 * (admin, owner, service company, travel manager, crew) and the profile menu. On small screens
 * the bell stays in the bar and the rest is in the menu.
 */
export default function UserActions({ user }: { user: PublicUser }) {
  const { t } = useLingui();
  const dashboard = dashboardFor(user);
  return (
    <>
      {hasRole(user, "admin") ? (
        <Suspense fallback={<span className={styles.bellPending} aria-hidden="true" />}>
          <AdminBell />
        </Suspense>
      ) : null}
      {dashboard ? (
        <AppLink href={dashboard.href} className={`${styles.login} ${styles.desktopOnly}`}>
          {t(dashboard.label)}
        </AppLink>
      ) : null}
      <span className={styles.desktopOnly}>
        <ProfileMenu user={user} />
      </span>
    </>
  );
}
