import { createFileRoute } from "@tanstack/react-router";
import { BookingsPage } from "../features/bookings/history/bookings-page.tsx";
import { bookingsSearchSchema } from "../features/bookings/history/bookings-search.ts";

export const Route = createFileRoute("/bookings")({
  validateSearch: bookingsSearchSchema,
  component: BookingsRoute,
});

function BookingsRoute() {
  const { tab } = Route.useSearch();
  return <BookingsPage tab={tab ?? "upcoming"} />;
}
