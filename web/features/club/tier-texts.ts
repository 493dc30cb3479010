import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ClubTier } from "../../../domain/club/types.ts";

/** Who each membership is for, as the club pages say it. */
export const tierAudience: Record<ClubTier, MessageDescriptor> = {
  captains: msg`For skippers who take yachts and crews out on the lake.`,
  voyagers: msg`For those who charter yachts and join trips.`,
  fans: msg`For those who follow the club and its regattas from the shore.`,
};
