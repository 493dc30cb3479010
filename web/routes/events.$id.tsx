import { createFileRoute } from "@tanstack/react-router";
import { EventDetailPage } from "../features/events/event-detail-page.tsx";

export const Route = createFileRoute("/events/$id")({
  component: EventRoute,
});

function EventRoute() {
  const { id } = Route.useParams();
  return <EventDetailPage id={id} />;
}
