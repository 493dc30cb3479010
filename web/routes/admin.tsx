import { createFileRoute } from "@tanstack/react-router";
import { isRole } from "../../domain/accounts/roles.ts";
import { isContactStatus } from "../../domain/contact/contact-request.ts";
import { AdminPage } from "../features/admin/admin-page.tsx";
import type { AdminSearch, AdminTab } from "../features/admin/admin-search.ts";

const adminTabs: readonly unknown[] = ["users", "requests", "yachts", "communications"] satisfies AdminTab[];
const isAdminTab = (value: unknown): value is AdminTab => adminTabs.includes(value);

export const Route = createFileRoute("/admin")({
  validateSearch: (search: Record<string, unknown>): AdminSearch => {
    const page = Number(search.page);
    return {
      tab: isAdminTab(search.tab) ? search.tab : undefined,
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
