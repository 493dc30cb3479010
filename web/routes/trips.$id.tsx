import { createFileRoute } from "@tanstack/react-router";
import { TripDetailPage } from "../features/catalogue/trips/trip-detail-page.tsx";

export const Route = createFileRoute("/trips/$id")({
  component: TripRoute,
});

function TripRoute() {
  const { id } = Route.useParams();
  return <TripDetailPage id={id} />;
}
