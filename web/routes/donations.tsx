import { createFileRoute } from "@tanstack/react-router";
import { DonationsPage } from "../features/club/donations-page.tsx";

export const Route = createFileRoute("/donations")({
  component: DonationsPage,
});
