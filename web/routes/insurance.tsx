import { createFileRoute } from "@tanstack/react-router";
import { InsurancePage } from "../features/insurance/insurance-page.tsx";
import { insuranceSearchSchema } from "../features/insurance/insurance-search.ts";

export const Route = createFileRoute("/insurance")({
  validateSearch: insuranceSearchSchema,
  component: InsuranceRoute,
});

function InsuranceRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <InsurancePage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
