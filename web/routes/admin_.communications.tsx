import { createFileRoute } from "@tanstack/react-router";
import { AdminPage } from "../features/admin/admin-page.tsx";

// The communication monitor's own address (spec section 2): the admin dashboard on that tab.
export const Route = createFileRoute("/admin_/communications")({
  component: () => <AdminPage search={{ tab: "communications" }} />,
});
