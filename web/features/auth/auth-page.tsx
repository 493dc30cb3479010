import { Trans, useLingui } from "@lingui/react/macro";
import { useNavigate } from "@tanstack/react-router";
import { type KeyboardEvent, useEffect, useRef } from "react";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { sessionUserAtom } from "../../lib/session.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import styles from "./auth-page.module.css";
import { LoginForm } from "./login-form.tsx";
import { MarketingPanel } from "./marketing-panel.tsx";
import { RegisterForm } from "./register-form.tsx";
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
  const tabs = useRef<Record<AuthTab, HTMLButtonElement | null>>({ login: null, register: null });
  usePageTitle(tab === "login" ? t`Sign in` : t`Create an account`);

  const target = safeRedirect(redirect) ?? "/";
  useEffect(() => {
    if (user) void navigate({ href: target, replace: true });
  }, [user, navigate, target]);

  const choose = (next: AuthTab) =>
    void navigate({
      to: "/auth",
      search: (prev) => ({ ...prev, tab: next === "login" ? undefined : next }),
      replace: true,
    });

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "ArrowLeft" && event.key !== "ArrowRight") return;
    const next = tab === "login" ? "register" : "login";
    choose(next);
    tabs.current[next]?.focus();
  };

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
        <div role="tablist" aria-label={t`Sign in or register`} className={styles.tabs} onKeyDown={onKeyDown}>
          {(["login", "register"] as const).map((name) => (
            <button
              key={name}
              ref={(element) => {
                tabs.current[name] = element;
              }}
              type="button"
              role="tab"
              id={`auth-tab-${name}`}
              aria-selected={tab === name}
              aria-controls={`auth-panel-${name}`}
              tabIndex={tab === name ? 0 : -1}
              className={styles.tab}
              onClick={() => choose(name)}
            >
              {name === "login" ? <Trans>Login</Trans> : <Trans>Register</Trans>}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`auth-panel-${tab}`} aria-labelledby={`auth-tab-${tab}`} className={styles.panel}>
          {tab === "login" ? (
            <LoginForm onLoggedIn={() => void navigate({ href: target, replace: true })} />
          ) : (
            <RegisterForm onRegistered={() => void navigate({ href: target, replace: true })} />
          )}
        </div>
      </section>
      <MarketingPanel />
    </div>
  );
}
