import { createFileRoute } from "@tanstack/react-router";
import { SpecialEventsPage } from "../features/pages/special-events-page.tsx";

/** The same page as /special-events (spec section 2), opening on the terms of service. */
export const Route = createFileRoute("/offer")({ component: OfferRoute });

function OfferRoute() {
  return <SpecialEventsPage focus="terms" />;
}
