/**
 * The insurance page's address: which tab, the booking a request starts from (the booking flow's
 * offer), and which of the user's requests the quotes tab shows. Anything else is dropped.
 */
export type InsuranceTab = "request" | "quotes";
export type InsuranceSearch = { tab?: InsuranceTab; bookingId?: string; request?: string };

const ID = /^[0-9a-f-]{36}$/i;

export function insuranceSearchSchema(raw: Record<string, unknown>): InsuranceSearch {
  return {
    ...(raw.tab === "request" || raw.tab === "quotes" ? { tab: raw.tab } : {}),
    ...(typeof raw.bookingId === "string" && ID.test(raw.bookingId) ? { bookingId: raw.bookingId } : {}),
    ...(typeof raw.request === "string" && ID.test(raw.request) ? { request: raw.request } : {}),
  };
}
