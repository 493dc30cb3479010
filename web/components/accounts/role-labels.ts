import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { Role } from "../../../domain/accounts/roles.ts";

/** How each role of section 6 is named on screen. */
export const roleLabels: Record<Role, MessageDescriptor> = {
  admin: msg`Administrator`,
  owner: msg`Yacht owner`,
  travel_manager: msg`Travel manager`,
  captain: msg`Captain`,
  crew_member: msg`Crew member`,
  service_company: msg`Service company`,
  traveler: msg`Traveler`,
  customer: msg`Customer`,
};

export const roleHints: Partial<Record<Role, MessageDescriptor>> = {
  customer: msg`Book yachts and trips`,
  owner: msg`List your yachts and take bookings`,
  travel_manager: msg`Plan trips for groups`,
  traveler: msg`Join trips and events`,
  captain: msg`Skipper charters`,
  crew_member: msg`Work aboard as crew`,
  service_company: msg`Offer services to sailors`,
};
