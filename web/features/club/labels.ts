import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { MembershipStatus, Period } from "../../../domain/club/types.ts";

/** The club's words for periods and statuses, in one place for every club screen. */
export const perPeriod: Record<Period, MessageDescriptor> = { month: msg`a month`, year: msg`a year` };
export const periodLabels: Record<Period, MessageDescriptor> = { month: msg`Monthly`, year: msg`Yearly` };

export const statusLabels: Record<MembershipStatus, MessageDescriptor> = {
  pending_payment: msg`Waiting for payment`,
  active: msg`Active`,
  cancelled: msg`Cancelled, active to the end of the period`,
  expired: msg`Expired`,
};
