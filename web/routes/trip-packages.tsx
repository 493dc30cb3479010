import { createFileRoute } from "@tanstack/react-router";
import { tripSearchSchema } from "../features/catalogue/trips/trip-search.ts";
import { TripsPage } from "../features/catalogue/trips/trips-page.tsx";

export const Route = createFileRoute("/trip-packages")({
  validateSearch: tripSearchSchema,
  component: TripPackagesRoute,
});

function TripPackagesRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <TripsPage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
