import * as v from "valibot";
import type { Booking } from "../bookings/types.ts";
import { vm } from "../http/validation-messages.ts";
import type { Localized } from "../shared/localized.ts";
import type { PublicUser } from "./accounts.ts";

/**
 * The rights the privacy policy promises (decision record 078): a copy of one's data
 * (GET /api/user/export) and the account's deletion (POST /api/user/delete), which asks for the
 * password again so that a borrowed, signed-in device cannot erase someone's account.
 */
export const DeleteAccountSchema = v.object({
  password: v.pipe(v.string(vm.fieldRequired), v.nonEmpty(vm.fieldRequired)),
});
export type DeleteAccountInput = v.InferInput<typeof DeleteAccountSchema>;

/** The file's format version: a later export that adds or renames keys says so. */
export const ACCOUNT_EXPORT_VERSION = 1;

export type AccountExport = {
  format: "baikal-yachts-account-export";
  version: typeof ACCOUNT_EXPORT_VERSION;
  exportedAt: string;
  profile: PublicUser;
  bookings: Booking[];
  payments: {
    id: string;
    bookingId: string | null;
    amount: number;
    currency: string;
    status: string;
    cardLast4: string | null;
    createdAt: string;
  }[];
  requests: {
    id: string;
    createdAt: string;
    name: string;
    email: string;
    phone: string | null;
    message: string;
    topic: string | null;
    status: string;
  }[];
  eventEntries: {
    eventId: string;
    status: string;
    boatName: string | null;
    sailNumber: string | null;
    crew: string[];
    createdAt: string;
  }[];
  eventComments: { eventId: string; text: string; createdAt: string }[];
  newsletter: { email: string; status: string; createdAt: string } | null;
  ownedYachts: { id: string; name: Localized }[];
  /** Club memberships and plans (issue 22). */
  memberships: {
    id: string;
    kind: string;
    product: string;
    period: string;
    status: string;
    validFrom: string | null;
    validUntil: string | null;
    createdAt: string;
  }[];
  donations: {
    id: string;
    amount: number;
    currency: string;
    name: string | null;
    message: string | null;
    status: string;
    createdAt: string;
  }[];
  /** Charter insurance requests (issue 23), with the insurer chosen. */
  insuranceRequests: {
    id: string;
    createdAt: string;
    fullName: string;
    email: string;
    phone: string | null;
    startDate: string;
    location: string;
    status: string;
    selectedQuoteId: string | null;
    notes: string | null;
  }[];
};

/** The name of the downloaded file: the portal, the word "data" and the day, e.g. baikal-yachts-data-2027-07-01.json. */
export function exportFileName(exportedAt: Date): string {
  return `baikal-yachts-data-${exportedAt.toISOString().slice(0, 10)}.json`;
}

/** The address a deleted account keeps: unique (the id), in a domain that can never receive mail. */
export function erasedEmail(userId: string): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** Whether an account's address says it was deleted (its row stays for the bookings' sake). */
export function isErasedEmail(email: string): boolean {
  return email.endsWith("@deleted.invalid");
}
