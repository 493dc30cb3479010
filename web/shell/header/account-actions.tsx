import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Suspense } from "react";
import { optionalLazy } from "../../components/ui/optional-lazy.tsx";
import { useSessionUser } from "../../lib/accounts/session.ts";
import styles from "./site-header.module.css";

// A user's corner (dashboard, bell, profile menu) loads only for users: visitors pay for the Login link alone.
const UserActions = optionalLazy(() => import("./user-actions.tsx"));

/** The header's account corner (spec section 2): Login for visitors, the user's actions otherwise. */
export function AccountActions() {
  const user = useSessionUser();
  const pending = <span className={`${styles.accountPending} ${styles.desktopOnly}`} aria-hidden="true" />;
  if (user === undefined) return pending;
  if (user === null) {
    return (
      <Link to="/auth" className={`${styles.login} ${styles.desktopOnly}`}>
        <Trans>Login</Trans>
      </Link>
    );
  }
  return (
    <Suspense fallback={pending}>
      <UserActions user={user} />
    </Suspense>
  );
}
