import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { useEffect } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { hasRole } from "../../../domain/accounts/roles.ts";
import { LoginForm } from "../../components/accounts/login-form.tsx";
import { RegisterForm } from "../../components/accounts/register-form.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { SegmentedTabs, tabPanelProps } from "../../components/ui/segmented-tabs.tsx";
import { sessionUserAtom } from "../../lib/accounts/session.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./auth-page.module.css";
import { MarketingPanel } from "./marketing-panel.tsx";
import { safeRedirect } from "./safe-redirect.ts";

/**
 * /auth (spec section 2): the login and register tabs on the left, the marketing panel on large
 * screens. A logged-in visitor goes to / (or back to the page that sent them here).
 */
export type AuthTab = "login" | "register";

export function AuthPage({ tab, redirect }: { tab: AuthTab; redirect: string | undefined }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const user = useAtomValue(sessionUserAtom);
  usePageTitle(tab === "login" ? t`Sign in` : t`Create an account`);

  // A new owner lands on the dashboard, whose empty state asks for the first yacht (issue 19).
  const landing = (who: PublicUser | null | undefined) =>
    safeRedirect(redirect) ?? (tab === "register" && who && hasRole(who, "owner") ? "/owner/dashboard" : "/");
  const target = landing(user);
  useEffect(() => {
    if (user) void navigate({ href: target, replace: true });
  }, [user, navigate, target]);

  const choose = (next: AuthTab) =>
    void navigate({
      to: "/auth",
      search: (prev) => ({ ...prev, tab: next === "login" ? undefined : next }),
      replace: true,
    });

  if (user === undefined) return <PageSpinner />;

  return (
    <div className={`container ${styles.page}`}>
      <section className={styles.card}>
        <h1 className={styles.title}>{tab === "login" ? <Trans>Welcome back</Trans> : <Trans>Join the crew</Trans>}</h1>
        <p className={styles.subtitle}>
          {tab === "login" ? (
            <Trans>Sign in to book yachts, follow your trips and join the club.</Trans>
          ) : (
            <Trans>Create an account to book yachts, list your own and join the community.</Trans>
          )}
        </p>
        <SegmentedTabs
          label={t`Sign in or register`}
          idPrefix="auth"
          className={styles.tabs}
          items={[
            { id: "login", label: <Trans>Login</Trans> },
            { id: "register", label: <Trans>Register</Trans> },
          ]}
          selected={tab}
          onSelect={choose}
        />
        <div {...tabPanelProps("auth", tab)} className={styles.panel}>
          {tab === "login" ? (
            <LoginForm onLoggedIn={() => void navigate({ href: target, replace: true })} />
          ) : (
            <RegisterForm onRegistered={(who) => void navigate({ href: landing(who), replace: true })} />
          )}
        </div>
      </section>
      <MarketingPanel />
    </div>
  );
}
