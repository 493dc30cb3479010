import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ListingStatus } from "../../../domain/owners/listing.ts";

/** A listing's state as the owner reads it. */
export const statusLabels: Record<ListingStatus, MessageDescriptor> = {
  draft: msg`Draft`,
  pending: msg`Waiting for approval`,
  listed: msg`Listed`,
  rejected: msg`Changes requested`,
};
