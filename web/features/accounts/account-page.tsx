import { Trans, useLingui } from "@lingui/react/macro";
import { BadgeCheck, MailWarning } from "lucide-react";
import { useEffect, useRef } from "react";
import type { PublicUser } from "../../../domain/accounts/accounts.ts";
import { accountMessages } from "../../../domain/accounts/messages.ts";
import { RequireUser } from "../../components/accounts/require-user.tsx";
import { MyClubCard } from "../../components/club/my-club-card.tsx";
import { Button } from "../../components/ui/button.tsx";
import { LanguageSwitcher } from "../../components/ui/language-switcher.tsx";
import { setSessionUser } from "../../lib/accounts/session.ts";
import { localeAtom } from "../../lib/i18n.ts";
import { onlineAtom } from "../../lib/network.ts";
import { useAtomValue } from "../../lib/store.ts";
import { notify } from "../../lib/toast.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { resendVerification, updateProfile } from "./account-api.ts";
import { AccountDataSection } from "./account-data-section.tsx";
import styles from "./account-page.module.css";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { ProfileForm } from "./profile-form.tsx";
import { useAccountAction } from "./use-account-action.ts";

/** /account: profile, e-mail verification, password and language of the logged-in user. */
export function AccountPage() {
  const { t } = useLingui();
  usePageTitle(t`Account settings`);
  return <RequireUser>{(user) => <AccountSettings user={user} />}</RequireUser>;
}

function AccountSettings({ user }: { user: PublicUser }) {
  const online = useAtomValue(onlineAtom);
  return (
    <div className={`container ${styles.page}`}>
      <h1 className={styles.title}>
        <Trans>Account settings</Trans>
      </h1>
      {online ? null : (
        <p className={styles.offline} role="status">
          <Trans>
            You are offline: your details are shown from this device, and changes wait until you are back online.
          </Trans>
        </p>
      )}
      <div className={styles.clubCard}>
        <MyClubCard user={user} />
      </div>
      <div className={styles.grid}>
        <section className={styles.card} aria-labelledby="profile-title">
          <h2 id="profile-title">
            <Trans>Profile</Trans>
          </h2>
          <ProfileForm key={user.id} user={user} />
        </section>
        <EmailSection user={user} />
        <section className={styles.card} aria-labelledby="password-title">
          <h2 id="password-title">
            <Trans>Password</Trans>
          </h2>
          <ChangePasswordForm />
        </section>
        <LanguageSection />
        <AccountDataSection online={online} />
      </div>
    </div>
  );
}

function EmailSection({ user }: { user: PublicUser }) {
  const { t, i18n } = useLingui();
  const { pending, run } = useAccountAction();
  const resend = () =>
    run(async () => {
      const outcome = await resendVerification();
      void notify({ title: t`Verification email sent`, description: outcome.message, variant: "success" });
    });
  return (
    <section className={styles.card} aria-labelledby="email-title">
      <h2 id="email-title">
        <Trans>Email</Trans>
      </h2>
      <p className={styles.email}>{user.email}</p>
      {user.emailVerified ? (
        <p className={styles.verified}>
          <BadgeCheck size={18} aria-hidden="true" />
          {i18n._(accountMessages.verified)}
        </p>
      ) : (
        <>
          <p className={styles.unverified}>
            <MailWarning size={18} aria-hidden="true" />
            <Trans>Your email address is not verified yet. Open the link we sent you to unlock every feature.</Trans>
          </p>
          <Button variant="secondary" onClick={() => void resend()} disabled={pending}>
            {pending ? <Trans>Sending…</Trans> : <Trans>Resend verification email</Trans>}
          </Button>
        </>
      )}
    </section>
  );
}

function LanguageSection() {
  const locale = useAtomValue(localeAtom);
  const previous = useRef(locale);
  // The choice also decides the language of the e-mails we send; remember it on the account.
  useEffect(() => {
    if (previous.current === locale) return;
    previous.current = locale;
    void updateProfile({ locale })
      .then(setSessionUser)
      .catch((error) => console.warn("The language could not be saved on the account:", error));
  }, [locale]);
  return (
    <section className={styles.card} aria-labelledby="language-title">
      <h2 id="language-title">
        <Trans>Language</Trans>
      </h2>
      <p className={styles.muted}>
        <Trans>The language of the portal and of the emails we send you.</Trans>
      </p>
      <LanguageSwitcher variant="full" />
    </section>
  );
}
