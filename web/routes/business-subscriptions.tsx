import { createFileRoute } from "@tanstack/react-router";
import { planSearchSchema } from "../features/club/club-search.ts";
import { PlansPage } from "../features/club/plans-page.tsx";

export const Route = createFileRoute("/business-subscriptions")({
  validateSearch: planSearchSchema,
  component: BusinessSubscriptionsRoute,
});

function BusinessSubscriptionsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlansPage
      audience="business"
      search={search}
      onChange={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false })
      }
    />
  );
}
