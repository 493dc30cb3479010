import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  EntryStatus,
  EventCategory,
  EventDifficulty,
  EventRegion,
  EventType,
} from "../../../domain/events/types.ts";

/** Names of the events' codes (spec section 3, Event) in the interface's language. */
export const categoryLabels: Record<EventCategory, MessageDescriptor> = {
  workshop: msg`Workshop`,
  conference: msg`Conference`,
  meetup: msg`Meetup`,
  competition: msg`Competition`,
  regatta: msg`Regatta`,
  race: msg`Race`,
  trainingCamp: msg`Training camp`,
  exhibition: msg`Exhibition`,
  championship: msg`Championship`,
  cup: msg`Cup`,
  festival: msg`Festival`,
};

export const typeLabels: Record<EventType, MessageDescriptor> = {
  oneDesign: msg`One-design`,
  offshore: msg`Offshore`,
  dinghy: msg`Dinghy`,
  match: msg`Match racing`,
  team: msg`Team racing`,
  handicap: msg`Handicap`,
  oceanic: msg`Oceanic`,
  cruiseRacing: msg`Cruiser racing`,
};

export const regionLabels: Record<EventRegion, MessageDescriptor> = {
  baikal: msg`Baikal`,
  local: msg`Local`,
  regional: msg`Regional`,
  national: msg`National`,
  international: msg`International`,
  volga: msg`Volga`,
  blackSea: msg`Black Sea`,
  mediterranean: msg`Mediterranean`,
  baltic: msg`Baltic`,
  northSea: msg`North Sea`,
  atlantic: msg`Atlantic`,
  pacific: msg`Pacific`,
  caribbean: msg`Caribbean`,
  farEast: msg`Far East`,
  turkey: msg`Turkey`,
  france: msg`France`,
  italy: msg`Italy`,
  thailand: msg`Thailand`,
  greece: msg`Greece`,
};

export const difficultyLabels: Record<EventDifficulty, MessageDescriptor> = {
  beginner: msg`Beginners welcome`,
  intermediate: msg`Intermediate`,
  advanced: msg`Advanced`,
};

export const entryLabels: Record<EntryStatus, MessageDescriptor> = {
  joined: msg`Joined`,
  waitlisted: msg`On the waitlist`,
  pending_payment: msg`Place held: fee to pay`,
};
