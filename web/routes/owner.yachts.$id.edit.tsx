import { createFileRoute } from "@tanstack/react-router";
import { YachtFormPage } from "../features/owners/yacht-form-page.tsx";

export const Route = createFileRoute("/owner/yachts/$id/edit")({ component: EditYachtRoute });

function EditYachtRoute() {
  const { id } = Route.useParams();
  return <YachtFormPage id={id} />;
}
