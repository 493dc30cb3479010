import { createFileRoute } from "@tanstack/react-router";
import {
  type ConfirmationResult,
  confirmationResults,
  NewsletterPage,
} from "../features/newsletter/newsletter-page.tsx";

export const Route = createFileRoute("/newsletter")({
  validateSearch: (search: Record<string, unknown>): { result?: ConfirmationResult | undefined } => ({
    result: confirmationResults.find((result) => result === search.result),
  }),
  component: NewsletterRoute,
});

function NewsletterRoute() {
  const { result } = Route.useSearch();
  return <NewsletterPage result={result} />;
}
