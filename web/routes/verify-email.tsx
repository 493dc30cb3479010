import { useLingui } from "@lingui/react/macro";
import { createFileRoute } from "@tanstack/react-router";
import { PagePlaceholder } from "../components/shell/page-placeholder.tsx";

export const Route = createFileRoute("/verify-email")({
  component: VerifyEmailPage,
});

function VerifyEmailPage() {
  const { t } = useLingui();
  return <PagePlaceholder title={t`Email verification`} />;
}
