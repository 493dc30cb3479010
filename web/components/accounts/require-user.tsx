import { Trans } from "@lingui/react/macro";
import { Link, useLocation, useNavigate } from "@tanstack/react-router";
import { ShieldAlert } from "lucide-react";
import { type ReactNode, useEffect, useRef } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { hasRole, type Role } from "../../../domain/accounts/roles.ts";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { useAtomValue } from "../../lib/store.ts";
import { ErrorPanel } from "../status/error-panel.tsx";
import { PageSpinner } from "../status/page-spinner.tsx";
import { buttonClass } from "../ui/button.tsx";

/**
 * A page for logged-in users (or one role): a visitor is sent to /auth and comes back here after
 * logging in; a user without the role is told so. Offline, the user kept on the device counts.
 */
export function RequireUser({
  requiredRole,
  children,
}: {
  requiredRole?: Role;
  children: (user: PublicUser) => ReactNode;
}) {
  const user = useAtomValue(sessionUserAtom);
  const location = useLocation();
  const navigate = useNavigate();

  // Once, with the address asked for: during the navigation this page is still mounted.
  const sent = useRef(false);
  useEffect(() => {
    if (user !== null || sent.current) return;
    sent.current = true;
    void navigate({ to: "/auth", search: { redirect: location.href }, replace: true });
  }, [user, navigate, location.href]);

  if (!user) return <PageSpinner />;
  if (requiredRole && !hasRole(user, requiredRole)) {
    return (
      <ErrorPanel
        icon={<ShieldAlert size={26} />}
        title={<Trans>No access</Trans>}
        text={<Trans>This page is for administrators. Your account does not have that role.</Trans>}
      >
        <Link to="/" className={buttonClass("primary")}>
          <Trans>Go to the home page</Trans>
        </Link>
      </ErrorPanel>
    );
  }
  return children(user);
}
