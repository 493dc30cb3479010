import { createFileRoute } from "@tanstack/react-router";
import { PersonalPanelPage } from "../features/dashboards/personal-panel-page.tsx";

export const Route = createFileRoute("/user/dashboard")({ component: PersonalPanelPage });
