import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../features/home/services-page.tsx";

type ServicesSearch = { service?: string | undefined };

export const Route = createFileRoute("/services")({
  validateSearch: (search: Record<string, unknown>): ServicesSearch => ({
    service: typeof search.service === "string" && search.service ? search.service : undefined,
  }),
  component: ServicesRoute,
});

function ServicesRoute() {
  const { service } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <ServicesPage
      open={service}
      onOpen={(id) => void navigate({ search: (prev) => ({ ...prev, service: id }), replace: true })}
    />
  );
}
