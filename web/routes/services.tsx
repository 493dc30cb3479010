import { createFileRoute } from "@tanstack/react-router";
import { ServicesPage } from "../features/home/services-page.tsx";
import { servicesSearchSchema } from "../features/home/services-search.ts";

export const Route = createFileRoute("/services")({
  validateSearch: servicesSearchSchema,
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
