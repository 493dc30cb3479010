import { createFileRoute } from "@tanstack/react-router";
import { SpecialEventsPage } from "../features/pages/special-events-page.tsx";

export const Route = createFileRoute("/special-events")({ component: SpecialEventsRoute });

function SpecialEventsRoute() {
  return <SpecialEventsPage focus="events" />;
}
