import { createFileRoute } from "@tanstack/react-router";
import { NewsletterPage } from "../features/newsletter/newsletter-page.tsx";
import { newsletterSearchSchema } from "../features/newsletter/newsletter-search.ts";

export const Route = createFileRoute("/newsletter")({
  validateSearch: newsletterSearchSchema,
  component: NewsletterRoute,
});

function NewsletterRoute() {
  const { result } = Route.useSearch();
  return <NewsletterPage result={result} />;
}
