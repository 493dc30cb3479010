import { createFileRoute } from "@tanstack/react-router";
import { lazy, Suspense } from "react";
import { TripDetailPage } from "../features/catalogue/trips/trip-detail-page.tsx";

// The booking of places (decision 073) loads with the trip's page, after its first screen.
const TripBooking = lazy(() => import("../features/bookings/trip/trip-booking.tsx"));

export const Route = createFileRoute("/trips/$id")({
  component: TripRoute,
});

function TripRoute() {
  const { id } = Route.useParams();
  return (
    <TripDetailPage
      id={id}
      booking={(trip) => (
        <Suspense fallback={null}>
          <TripBooking trip={trip} />
        </Suspense>
      )}
    />
  );
}
