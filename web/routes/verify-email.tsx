import { createFileRoute } from "@tanstack/react-router";
import { VerifyEmailPage } from "../features/accounts/verify-email-page.tsx";
import { verifyEmailSearchSchema } from "../features/accounts/verify-email-search.ts";

export const Route = createFileRoute("/verify-email")({
  validateSearch: verifyEmailSearchSchema,
  component: VerifyEmailRoute,
});

function VerifyEmailRoute() {
  const { token } = Route.useSearch();
  return <VerifyEmailPage token={token} />;
}
