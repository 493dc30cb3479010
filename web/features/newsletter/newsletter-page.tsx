import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { MailCheck, MailQuestion, MailX } from "lucide-react";
import type { ReactNode } from "react";
import { ErrorPanel } from "../../components/status/error-panel.tsx";
import { buttonClass } from "../../components/ui/button.tsx";
import { usePageTitle } from "../../lib/use-page-title.ts";
import type { ConfirmationResult } from "./newsletter-search.ts";

function scrollToForm() {
  const field = document.querySelector<HTMLInputElement>("footer input[type=email]");
  field?.scrollIntoView({ behavior: "smooth", block: "center" });
  field?.focus({ preventScroll: true });
}

/**
 * /newsletter?result=…: where the e-mailed confirmation link lands (the server confirms, then
 * redirects here with how it went).
 */
export function NewsletterPage({ result }: { result: ConfirmationResult | undefined }) {
  const { t } = useLingui();
  usePageTitle(t`Newsletter`);
  const home = (
    <Link to="/" className={buttonClass("primary")}>
      <Trans>To the home page</Trans>
    </Link>
  );
  const yachts = (
    <Link to="/yachts" className={buttonClass("secondary")}>
      <Trans>Browse yachts</Trans>
    </Link>
  );
  const signUp = (label: ReactNode) => (
    <button type="button" className={buttonClass("primary")} onClick={scrollToForm}>
      {label}
    </button>
  );

  const panels: Record<
    ConfirmationResult | "none",
    { ok: boolean; title: ReactNode; text: ReactNode; actions: ReactNode }
  > = {
    confirmed: {
      ok: true,
      title: <Trans>Subscription confirmed</Trans>,
      text: <Trans>Thank you! Our news of yachts, trips and regattas on Lake Baikal will come to your inbox.</Trans>,
      actions: (
        <>
          {home}
          {yachts}
        </>
      ),
    },
    already: {
      ok: true,
      title: <Trans>Your subscription is already confirmed</Trans>,
      text: <Trans>There is nothing more to do: our news will come to this address.</Trans>,
      actions: (
        <>
          {home}
          {yachts}
        </>
      ),
    },
    expired: {
      ok: false,
      title: <Trans>The link has expired</Trans>,
      text: (
        <Trans>
          Confirmation links are valid for 7 days. Sign up again with the form at the bottom of the page and we will
          send you a new one.
        </Trans>
      ),
      actions: signUp(<Trans>Sign up again</Trans>),
    },
    invalid: {
      ok: false,
      title: <Trans>The link did not work</Trans>,
      text: (
        <Trans>
          A newer email may have replaced it: open the link in our latest email, or sign up again with the form at the
          bottom of the page.
        </Trans>
      ),
      actions: signUp(<Trans>Sign up again</Trans>),
    },
    none: {
      ok: true,
      title: <Trans>Newsletter</Trans>,
      text: (
        <Trans>Sign up with the form at the bottom of the page to get our news of the season on Lake Baikal.</Trans>
      ),
      actions: signUp(<Trans>Sign up</Trans>),
    },
  };
  const panel = panels[result ?? "none"];
  return (
    <ErrorPanel
      tone={panel.ok ? "neutral" : "danger"}
      icon={
        result === undefined ? <MailQuestion size={26} /> : panel.ok ? <MailCheck size={26} /> : <MailX size={26} />
      }
      title={panel.title}
      text={panel.text}
    >
      {panel.actions}
    </ErrorPanel>
  );
}
