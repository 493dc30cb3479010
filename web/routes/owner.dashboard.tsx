import { createFileRoute } from "@tanstack/react-router";
import { OwnerDashboardPage } from "../features/owners/owner-dashboard-page.tsx";

export const Route = createFileRoute("/owner/dashboard")({ component: OwnerDashboardPage });
