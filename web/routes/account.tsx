import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../components/shell/page-placeholder.tsx";

export const Route = createFileRoute("/account")({
  component: AccountPage,
});

function AccountPage() {
  const { t } = useLingui();
  return <PagePlaceholder title={t`Account settings`} />;
}
