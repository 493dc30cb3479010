import { createFileRoute } from "@tanstack/react-router";
import { planSearchSchema } from "../features/club/club-search.ts";
import { PlansPage } from "../features/club/plans-page.tsx";

export const Route = createFileRoute("/subscription-plans")({
  validateSearch: planSearchSchema,
  component: SubscriptionPlansRoute,
});

function SubscriptionPlansRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <PlansPage
      audience="personal"
      search={search}
      onChange={(patch) =>
        void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true, resetScroll: false })
      }
    />
  );
}
