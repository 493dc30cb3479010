import { createFileRoute } from "@tanstack/react-router";
import { YachtFormPage } from "../features/owners/yacht-form-page.tsx";

export const Route = createFileRoute("/owner/yachts/new")({ component: () => <YachtFormPage id={null} /> });
