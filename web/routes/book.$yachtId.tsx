import { createFileRoute } from "@tanstack/react-router";
import { BookPage } from "../features/bookings/book/book-page.tsx";
import { type BookSearch, type BookStep, bookSteps, looksLikeDay } from "../features/bookings/book/book-search.ts";

const text = (value: unknown) => (typeof value === "string" && value.length <= 200 ? value : undefined);

// A bad parameter is dropped, not an error page (decision record 022). Kept light: this part of
// the route is on the first page.
export const Route = createFileRoute("/book/$yachtId")({
  validateSearch: (search: Record<string, unknown>): BookSearch => ({
    start: looksLikeDay(search.start) ? search.start : undefined,
    end: looksLikeDay(search.end) ? search.end : undefined,
    step: (bookSteps as readonly unknown[]).includes(search.step) ? (search.step as BookStep) : undefined,
    booking: text(search.booking),
    retry: text(search.retry),
  }),
  component: BookRoute,
});

function BookRoute() {
  const { yachtId } = Route.useParams();
  return <BookPage yachtId={yachtId} search={Route.useSearch()} />;
}
