import type { MessageDescriptor } from "@lingui/core";

/** Messages of the admin calls' 400 answers (see http.ts for why they are plain descriptors). */
export const adminMessages = {
  ownerNotOwner: /*i18n*/ {
    id: "admin.owner_not_owner",
    message: "Choose a user who has the yacht owner role.",
  },
  partnerYacht: /*i18n*/ {
    id: "admin.partner_yacht",
    message: "A partner's yacht is booked on the partner's site and has no owner here.",
  },
} satisfies Record<string, MessageDescriptor>;
