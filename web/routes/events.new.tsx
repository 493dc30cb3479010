import { createFileRoute } from "@tanstack/react-router";
import { EventFormPage } from "../features/events/event-form-page.tsx";

export const Route = createFileRoute("/events/new")({
  component: () => <EventFormPage />,
});
