import { Trans } from "@lingui/react/macro";
import { Link } from "@tanstack/react-router";
import { Anchor } from "lucide-react";
import { ErrorPanel } from "../status/error-panel.tsx";
import { buttonClass } from "../ui/button.tsx";
import { EmptyCatalogue } from "./catalogue-states.tsx";

/** A yacht the device does not have: the catalogue is not downloaded yet, or the yacht is gone. */
export function YachtMissing({ synced }: { synced: boolean }) {
  if (!synced) return <EmptyCatalogue />;
  return (
    <ErrorPanel
      tone="neutral"
      icon={<Anchor size={26} />}
      title={<Trans>This yacht is no longer in the catalogue</Trans>}
      text={<Trans>Its owner may have taken it off the market. Plenty of others are waiting in the harbour.</Trans>}
    >
      <Link to="/yachts" className={buttonClass("primary")}>
        <Trans>Browse yachts</Trans>
      </Link>
    </ErrorPanel>
  );
}
