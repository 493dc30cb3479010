import { Trans } from "@lingui/react/macro";
import { Anchor } from "lucide-react";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { ErrorPanel } from "../status/error-panel.tsx";

/** Stands for a page whose issue is still open; it names the page so that links can be followed. */
export function PagePlaceholder({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <ErrorPanel
      tone="neutral"
      icon={<Anchor size={26} />}
      title={title}
      text={<Trans>This part of the portal is being prepared and will open soon.</Trans>}
    />
  );
}
