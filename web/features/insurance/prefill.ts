import type { YachtType } from "../../../domain/catalogue/types.ts";
import type { InsuranceRequestView, InsurerId } from "../../../domain/insurance/types.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { bookingPrefill } from "../../lib/insurance/use-insurance.ts";

/** What a booking, or an earlier request being changed, fills in on the request form. */
export type Prefill = {
  bookingId: string | null;
  fullName: string;
  email: string;
  phone: string;
  startDate: string;
  endDate: string;
  passengers: number;
  location: string;
  boatType: YachtType | null;
  professionalCrew: boolean;
  coverageRub?: number;
  captainExperienceYears?: number;
  preferredCompanies?: InsurerId[];
  notes?: string;
  /** Names the form (its React key), so a new prefill starts a fresh form. */
  source: string;
};

/** An earlier request, to change and send again ("No Quotes Available" asks for it). */
export function prefillFromRequest(request: InsuranceRequestView): Prefill {
  return {
    bookingId: request.bookingId,
    fullName: request.fullName,
    email: request.email,
    phone: request.phone ?? "",
    startDate: request.startDate,
    endDate: request.endDate,
    passengers: request.passengers,
    location: request.location,
    boatType: request.boatType,
    professionalCrew: request.professionalCrew,
    coverageRub: request.coverage.amount / 100,
    captainExperienceYears: request.captainExperienceYears,
    preferredCompanies: request.preferredCompanies,
    notes: request.notes ?? "",
    source: `request:${request.id}`,
  };
}

export async function prefillFromBooking(bookingId: string, locale: Locale, lake: string): Promise<Prefill | null> {
  const found = await bookingPrefill(bookingId);
  if (!found) return null;
  const { booking, boatType } = found;
  return {
    bookingId,
    fullName: booking.contactName,
    email: booking.email,
    phone: booking.phone,
    startDate: booking.startDate,
    endDate: booking.endDate,
    passengers: booking.guests,
    location: `${localized(booking.yachtName, locale)}, ${lake}`,
    boatType,
    professionalCrew: booking.withCaptain,
    source: `booking:${bookingId}`,
  };
}
