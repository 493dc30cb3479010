import { createFileRoute } from "@tanstack/react-router";
import { eventSearchSchema } from "../features/events/event-search.ts";
import { EventsPage } from "../features/events/events-page.tsx";

export const Route = createFileRoute("/events/")({
  validateSearch: eventSearchSchema,
  component: EventsRoute,
});

function EventsRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <EventsPage
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })}
    />
  );
}
