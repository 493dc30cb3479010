import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../components/shell/page-placeholder.tsx";

export const Route = createFileRoute("/destinations")({
  component: DestinationsPage,
});

function DestinationsPage() {
  const { t } = useLingui();
  return <PagePlaceholder title={t`Destinations`} />;
}
