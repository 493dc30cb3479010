import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Anchor } from "lucide-react";
import type { PlannedPage } from "../../domain/shell/planned-pages.ts";
import { ErrorPanel } from "../components/status/error-panel.tsx";
import { buttonClass } from "../components/ui/button.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";

const titles: Record<PlannedPage, MessageDescriptor> = {
  socialClub: msg`Social club`,
  crewShowcase: msg`Crew showcase`,
  crewRequest: msg`Crew request`,
  serviceCompany: msg`Service company`,
  serviceCompanyDashboard: msg`Service company dashboard`,
  travelDashboard: msg`Travel dashboard`,
  crewDashboard: msg`Crew dashboard`,
};

/**
 * A page of the spec that is not built yet (decision record 063): it names itself, says it is on
 * its way, and offers what already works, so a link from the footer or a menu does not end in
 * "Page not found".
 */
export function PlannedPageView({ page }: { page: PlannedPage }) {
  const { t } = useLingui();
  const title = t(titles[page]);
  usePageTitle(title);
  return (
    <ErrorPanel
      tone="neutral"
      icon={<Anchor size={26} />}
      title={title}
      text={<Trans>This part of the portal is being prepared and will open soon.</Trans>}
    >
      <Link to="/yachts" className={buttonClass("primary")}>
        <Trans>Browse yachts</Trans>
      </Link>
      <Link to="/contact" className={buttonClass("secondary")}>
        <Trans>Contact us</Trans>
      </Link>
    </ErrorPanel>
  );
}
