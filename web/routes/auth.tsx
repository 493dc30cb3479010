import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/accounts/auth-page.tsx";
import { authSearchSchema } from "../features/accounts/auth-search.ts";

export const Route = createFileRoute("/auth")({
  validateSearch: authSearchSchema,
  component: AuthRoute,
});

function AuthRoute() {
  const { tab, redirect } = Route.useSearch();
  return <AuthPage tab={tab ?? "login"} redirect={redirect} />;
}
