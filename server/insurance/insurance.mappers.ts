import type { InsuranceRequestView } from "../../domain/insurance/types.ts";
import type { InsuranceRequestRow } from "../db/schema/index.ts";

/** A stored request as api.md "Insurance" answers it. */
export function toRequestView(row: InsuranceRequestRow): InsuranceRequestView {
  return {
    id: row.id,
    status: row.status,
    createdAt: new Date(row.createdAt).toISOString(),
    fullName: row.fullName,
    email: row.email,
    phone: row.phone,
    startDate: row.startDate,
    endDate: row.endDate,
    location: row.location,
    passengers: row.passengers,
    coverage: { amount: row.coverageMinor, currency: "RUB" },
    professionalCrew: row.professionalCrew,
    captainExperienceYears: row.captainExperienceYears,
    preferredCompanies: row.preferredCompanies,
    boatType: row.boatType,
    notes: row.notes,
    bookingId: row.bookingId,
    quotes: row.quotes,
    declined: row.declined,
    ...(row.selectedQuoteId ? { selectedQuoteId: row.selectedQuoteId } : {}),
    ...(row.contactBy ? { contactBy: new Date(row.contactBy).toISOString() } : {}),
    history: row.history,
  };
}
