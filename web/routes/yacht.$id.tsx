import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../components/shell/page-placeholder.tsx";

export const Route = createFileRoute("/yacht/$id")({
  component: YachtAliasPage,
});

function YachtAliasPage() {
  const { t } = useLingui();
  return <PagePlaceholder title={t`Yacht`} />;
}
