import { createFileRoute } from "@tanstack/react-router";
import { DestinationDetailPage } from "../features/catalogue/destinations/destination-detail-page.tsx";

export const Route = createFileRoute("/destination/$id")({
  component: DestinationRoute,
});

function DestinationRoute() {
  const { id } = Route.useParams();
  return <DestinationDetailPage id={id} />;
}
