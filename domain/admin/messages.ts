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
  rolesInvalid: /*i18n*/ {
    id: "admin.roles_invalid",
    message: "Choose at least one role from the list.",
  },
  lastAdmin: /*i18n*/ {
    id: "admin.last_admin",
    message: "The portal must keep at least one admin who is not blocked.",
  },
  accountBlocked: /*i18n*/ {
    id: "admin.account_blocked",
    message: "This account has been blocked. Write to us through the contact page.",
  },
  blockSelf: /*i18n*/ {
    id: "admin.block_self",
    message: "You cannot block your own account.",
  },
} satisfies Record<string, MessageDescriptor>;
