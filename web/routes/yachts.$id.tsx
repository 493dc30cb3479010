import { createFileRoute } from "@tanstack/react-router";
import { YachtDetailPage } from "../features/catalogue/yacht/yacht-detail-page.tsx";

export const Route = createFileRoute("/yachts/$id")({
  component: YachtRoute,
});

function YachtRoute() {
  const { id } = Route.useParams();
  return <YachtDetailPage id={id} />;
}
