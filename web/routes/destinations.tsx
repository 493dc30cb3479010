import { createFileRoute } from "@tanstack/react-router";
import { destinationSearchSchema } from "../features/catalogue/destinations/destination-search.ts";
import { DestinationsPage } from "../features/catalogue/destinations/destinations-page.tsx";

export const Route = createFileRoute("/destinations")({
  validateSearch: destinationSearchSchema,
  component: DestinationsRoute,
});

function DestinationsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <DestinationsPage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
