import { createFileRoute } from "@tanstack/react-router";
import { isContactStatus } from "../../domain/home/contact-request.ts";
import { isRole } from "../../domain/roles.ts";
import { AdminPage, type AdminSearch } from "../features/admin/admin-page.tsx";

export const Route = createFileRoute("/admin")({
  validateSearch: (search: Record<string, unknown>): AdminSearch => {
    const page = Number(search.page);
    return {
      tab:
        search.tab === "communications" || search.tab === "users" || search.tab === "requests" ? search.tab : undefined,
      userId: typeof search.userId === "string" && search.userId ? search.userId : undefined,
      q: typeof search.q === "string" && search.q ? search.q : undefined,
      role: isRole(search.role) ? search.role : undefined,
      status: isContactStatus(search.status) ? search.status : undefined,
      page: Number.isInteger(page) && page > 1 ? page : undefined,
    };
  },
  component: AdminRoute,
});

function AdminRoute() {
  return <AdminPage search={Route.useSearch()} />;
}
