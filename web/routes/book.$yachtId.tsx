import { createFileRoute } from "@tanstack/react-router";
import { isIsoDate } from "../../domain/catalogue/availability.ts";
import { BookPage } from "../features/bookings/book/book-page.tsx";
import { type BookSearch, type BookStep, bookSteps } from "../features/bookings/book/book-search.ts";

const text = (value: unknown) => (typeof value === "string" && value.length <= 200 ? value : undefined);

// A bad parameter is dropped, not an error page (decision record 022).
export const Route = createFileRoute("/book/$yachtId")({
  validateSearch: (search: Record<string, unknown>): BookSearch => ({
    start: isIsoDate(search.start) ? search.start : undefined,
    end: isIsoDate(search.end) ? search.end : undefined,
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
