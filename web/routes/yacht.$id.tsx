import { createFileRoute } from "@tanstack/react-router";
import { YachtDetailPage } from "../features/catalogue/yacht/yacht-detail-page.tsx";

// The spec's second address of a yacht (section 2): the same page as /yachts/{id}.
export const Route = createFileRoute("/yacht/$id")({
  component: YachtAliasRoute,
});

function YachtAliasRoute() {
  const { id } = Route.useParams();
  return <YachtDetailPage id={id} />;
}
