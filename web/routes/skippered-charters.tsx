import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../components/shell/page-placeholder.tsx";

export const Route = createFileRoute("/skippered-charters")({
  component: SkipperedChartersPage,
});

function SkipperedChartersPage() {
  const { t } = useLingui();
  return <PagePlaceholder title={t`Skippered charters`} />;
}
