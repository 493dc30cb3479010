import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { TripDetailPage } from "../features/catalogue/trips/trip-detail-page.tsx";
import { useHydrating } from "../lib/use-hydrating.ts";

// The booking of places (decision 073) loads with the trip's page, after its first screen.
const TripBooking = lazy(() => import("../features/bookings/trip/trip-booking.tsx"));

export const Route = createFileRoute("/trips/$id")({
  component: TripRoute,
});

function TripRoute() {
  const { id } = Route.useParams();
  // The booking reads the visitor's session, places left and outbox: it renders once the app has
  // taken the server's HTML over, never in it (a mismatch would make React render the page anew).
  const hydrating = useHydrating();
  return (
    <TripDetailPage
      id={id}
      booking={(trip) =>
        hydrating ? null : (
          <Suspense fallback={null}>
            <TripBooking trip={trip} />
          </Suspense>
        )
      }
    />
  );
}
