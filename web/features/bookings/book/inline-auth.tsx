import { Trans, useLingui } from "@lingui/react/macro";
import { UserRound, WifiOff } from "lucide-react";
import { useState } from "react";
import { LoginForm } from "../../../components/accounts/login-form.tsx";
import { RegisterForm } from "../../../components/accounts/register-form.tsx";
import { Notice } from "../../../components/ui/notice.tsx";
import { SegmentedTabs, tabPanelProps } from "../../../components/ui/segmented-tabs.tsx";
import { onlineAtom } from "../../../lib/network.ts";
import { useAtomValue } from "../../../lib/store.ts";
import shared from "../bookings.module.css";
import styles from "./book-page.module.css";

/**
 * A visitor signs in or creates an account (customer or owner) without leaving the booking:
 * the session user is set by the forms, and the flow fills the contact details from it.
 */
type Tab = "register" | "login";

export function InlineAuth() {
  const { t } = useLingui();
  const online = useAtomValue(onlineAtom);
  const [tab, setTab] = useState<Tab>("register");
  return (
    <section className={shared.card} aria-labelledby="inline-auth-title">
      <h2 id="inline-auth-title" className={shared.cardTitle}>
        <UserRound size={20} aria-hidden="true" />
        <Trans>Who is booking?</Trans>
      </h2>
      <p className={shared.muted}>
        <Trans>
          Create an account or sign in to send the request. You stay on this page, and nothing you chose is lost.
        </Trans>
      </p>
      {online ? (
        <>
          <SegmentedTabs
            label={t`Create an account or sign in`}
            idPrefix="inline-auth"
            items={[
              { id: "register", label: <Trans>Create an account</Trans> },
              { id: "login", label: <Trans>Sign in</Trans> },
            ]}
            selected={tab}
            onSelect={setTab}
          />
          <div {...tabPanelProps("inline-auth", tab)} className={styles.authPanel}>
            {tab === "register" ? (
              <RegisterForm roleChoice="quick" onRegistered={() => {}} />
            ) : (
              <LoginForm onLoggedIn={() => {}} />
            )}
          </div>
        </>
      ) : (
        <Notice role="status" icon={<WifiOff size={16} />}>
          <Trans>Signing in needs a connection. Your choices stay here until you are back online.</Trans>
        </Notice>
      )}
    </section>
  );
}
