import { createFileRoute } from "@tanstack/react-router";
import { BookPage } from "../features/bookings/book/book-page.tsx";
import { bookSearchSchema } from "../features/bookings/book/book-search.ts";

// A bad parameter is dropped, not an error page (decision record 022).
export const Route = createFileRoute("/book/$yachtId")({
  validateSearch: bookSearchSchema,
  component: BookRoute,
});

function BookRoute() {
  const { yachtId } = Route.useParams();
  return <BookPage yachtId={yachtId} search={Route.useSearch()} />;
}
