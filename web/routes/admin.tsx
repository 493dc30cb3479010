import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../features/admin/admin-page.tsx";
import { adminSearchSchema } from "../features/admin/admin-search.ts";

export const Route = createFileRoute("/admin")({
  validateSearch: adminSearchSchema,
  component: AdminRoute,
});

function AdminRoute() {
  return <AdminPage search={Route.useSearch()} />;
}
