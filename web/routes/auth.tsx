import { createFileRoute } from "@tanstack/react-router";
import { AuthPage } from "../features/accounts/auth-page.tsx";

type AuthSearch = { tab?: "register" | undefined; redirect?: string | undefined };

export const Route = createFileRoute("/auth")({
  validateSearch: (search: Record<string, unknown>): AuthSearch => ({
    tab: search.tab === "register" ? "register" : undefined,
    redirect: typeof search.redirect === "string" ? search.redirect : undefined,
  }),
  component: AuthRoute,
});

function AuthRoute() {
  const { tab, redirect } = Route.useSearch();
  return <AuthPage tab={tab ?? "login"} redirect={redirect} />;
}
