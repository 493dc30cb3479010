/**
 * The hand-off to the partner booking site for partner-listed yachts (spec README, decision 7;
 * decision record 049). With PARTNER_BOOKING_URL set, the deep link carries the stay and the
 * contact so the partner's form opens filled in; unset, there is no link and an admin passes the
 * request on by hand (the honest local default).
 */
export type HandoffDetails = {
  bookingId: string;
  yachtId: string;
  startDate: string;
  endDate: string;
  guests: number;
  contactName: string;
  email: string;
  phone: string;
};

export function partnerDeepLink(base: string | undefined, details: HandoffDetails): string | null {
  if (!base) return null;
  const url = new URL(base);
  const params: Record<string, string> = {
    yacht: details.yachtId,
    checkin: details.startDate,
    // The last day on the water (inclusive), as charter sites take it: a day trip starts and ends
    // on the same date.
    checkout: details.endDate,
    guests: String(details.guests),
    name: details.contactName,
    email: details.email,
    phone: details.phone,
    ref: details.bookingId,
  };
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.toString();
}
