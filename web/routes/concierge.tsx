import { createFileRoute } from "@tanstack/react-router";
import { ConciergePage } from "../features/pages/concierge-page.tsx";

export const Route = createFileRoute("/concierge")({ component: ConciergePage });
