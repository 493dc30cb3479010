import { createFileRoute } from "@tanstack/react-router";
import { ContentDashboardPage } from "../features/content/dashboard-page.tsx";

export const Route = createFileRoute("/content/dashboard")({
  component: ContentDashboardPage,
});
