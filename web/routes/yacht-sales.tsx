import { createFileRoute } from "@tanstack/react-router";
import { YachtSalesPage } from "../features/pages/yacht-sales-page.tsx";

export const Route = createFileRoute("/yacht-sales")({ component: YachtSalesPage });
