import type { Booking } from "../../../domain/bookings/types.ts";
import { api } from "../../lib/api.ts";

/**
 * The requests and charters of the owner's yachts: the same list the bookings page answers
 * (GET /api/bookings?incoming=1), online-only server state like there (decision record 012).
 */
export const ownerBookingsKey = ["owners", "incoming"] as const;
export const ownerBookings = () => api<{ items: Booking[] }>("/api/bookings?incoming=1");
