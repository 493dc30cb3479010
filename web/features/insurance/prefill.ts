import type { YachtType } from "../../../domain/catalogue/types.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import { localized } from "../../../domain/shared/localized.ts";
import { bookingPrefill } from "../../lib/insurance/use-insurance.ts";

/** What a booking fills in on the request form when the page is opened from it. */
export type Prefill = {
  bookingId: string;
  fullName: string;
  email: string;
  phone: string;
  startDate: string;
  endDate: string;
  passengers: number;
  location: string;
  boatType: YachtType | null;
  professionalCrew: boolean;
};

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
  };
}
