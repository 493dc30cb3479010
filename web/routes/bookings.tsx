import { createFileRoute } from "@tanstack/react-router";
import { BookingsPage } from "../features/bookings/history/bookings-page.tsx";

type BookingsSearch = { tab?: "past" | "cancelled" | undefined };

export const Route = createFileRoute("/bookings")({
  validateSearch: (search: Record<string, unknown>): BookingsSearch => ({
    tab: search.tab === "past" || search.tab === "cancelled" ? search.tab : undefined,
  }),
  component: BookingsRoute,
});

function BookingsRoute() {
  const { tab } = Route.useSearch();
  return <BookingsPage tab={tab ?? "upcoming"} />;
}
