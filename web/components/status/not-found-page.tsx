import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Compass } from "lucide-react";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { buttonClass } from "../ui/button.tsx";
import { ErrorPanel } from "./error-panel.tsx";

/** Any path the app does not know (spec section 2, the last row of the route table). */
export function NotFoundPage() {
  const { t } = useLingui();
  usePageTitle(t`Page not found`, { crumb: true, only: true });
  return (
    <ErrorPanel
      tone="neutral"
      icon={<Compass size={26} />}
      title={<Trans>Page not found</Trans>}
      text={<Trans>This page has drifted off our charts. Let us bring you back to the harbour.</Trans>}
    >
      <Link to="/" className={buttonClass("primary")}>
        <Trans>Go to the home page</Trans>
      </Link>
      <Link to="/yachts" className={buttonClass("secondary")}>
        <Trans>Browse yachts</Trans>
      </Link>
    </ErrorPanel>
  );
}
