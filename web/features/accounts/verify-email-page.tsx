import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MailCheck, MailQuestion, MailX } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { accountMessages } from "../../../domain/accounts/messages.ts";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { PageSpinner } from "../../components/status/page-spinner.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { messageOf } from "../../lib/accounts/auth-api.ts";
import { refreshSession, sessionUserAtom } from "../../lib/accounts/session.ts";
import { useAtomValue } from "../../lib/store.ts";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { verifyEmail } from "./account-api.ts";

/** /verify-email?token=…: the link of the verification e-mail (api.md), used once. */
type State =
  | { kind: "checking" }
  | { kind: "done"; message: string; already: boolean }
  | { kind: "failed"; message: string };

export function VerifyEmailPage({ token }: { token: string | undefined }) {
  const { t, i18n } = useLingui();
  usePageTitle(t`Email verification`);
  const user = useAtomValue(sessionUserAtom);
  const [state, setState] = useState<State>({ kind: "checking" });
  const sent = useRef(false);

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    verifyEmail(token)
      .then((outcome) => {
        setState({ kind: "done", message: outcome.message, already: outcome.alreadyVerified === true });
        void refreshSession();
      })
      .catch((error) => setState({ kind: "failed", message: messageOf(error, i18n._(accountMessages.verifyInvalid)) }));
  }, [token, i18n]);

  const next = user ? (
    <Link to="/account" className={buttonClass("primary")}>
      <Trans>Go to account settings</Trans>
    </Link>
  ) : (
    <Link to="/auth" className={buttonClass("primary")}>
      <Trans>Sign in</Trans>
    </Link>
  );

  if (!token) {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<MailQuestion size={26} />}
        title={<Trans>Check your inbox</Trans>}
        text={
          <Trans>
            Open the link in the email we sent you to confirm your address. You can ask for a new one in your account
            settings.
          </Trans>
        }
      >
        {next}
      </ErrorPanel>
    );
  }
  if (state.kind === "checking") return <PageSpinner />;
  if (state.kind === "done") {
    return (
      <ErrorPanel
        tone="neutral"
        icon={<MailCheck size={26} />}
        title={state.already ? <Trans>Email already verified</Trans> : <Trans>Email verified</Trans>}
        text={state.message}
      >
        {next}
      </ErrorPanel>
    );
  }
  return (
    <ErrorPanel icon={<MailX size={26} />} title={<Trans>The link did not work</Trans>} text={state.message}>
      {next}
    </ErrorPanel>
  );
}
