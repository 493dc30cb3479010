import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../components/shell/page-placeholder.tsx";

export const Route = createFileRoute("/")({
  component: HomePage,
});

function HomePage() {
  const { t } = useLingui();
  return <PagePlaceholder title={t`Baikal Yachts`} />;
}
