import { createFileRoute } from "@tanstack/react-router";
import { EventFormPage } from "../features/events/event-form-page.tsx";

export const Route = createFileRoute("/events/$id_/edit")({
  component: EventEditRoute,
});

function EventEditRoute() {
  const { id } = Route.useParams();
  return <EventFormPage id={id} />;
}
