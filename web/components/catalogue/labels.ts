import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type {
  ActivityCategory,
  CaptainOption,
  CrewRole,
  Difficulty,
  ListingKind,
  TripVesselType,
  YachtFeature,
  YachtType,
} from "../../../domain/catalogue/types.ts";

/** Names of the catalogue's codes in the interface's language. */
export const yachtTypeLabels: Record<YachtType, MessageDescriptor> = {
  motor_yacht: msg`Motor yacht`,
  sail_yacht: msg`Sail yacht`,
  catamaran: msg`Catamaran`,
  speedboat: msg`Speedboat`,
};

export const vesselTypeLabels: Record<TripVesselType, MessageDescriptor> = {
  motor_yacht: msg`Motor Yacht`,
  sail_yacht: msg`Sailing Yacht`,
  catamaran: msg`Catamaran`,
  research_vessel: msg`Research Vessel`,
  luxury_yacht: msg`Luxury Yacht`,
};

export const listingLabels: Record<ListingKind, MessageDescriptor> = {
  owner: msg`Booked here with the owner`,
  partner: msg`Booked through our partner`,
};

export const captainLabels: Record<CaptainOption, MessageDescriptor> = {
  included: msg`Captain included`,
  optional: msg`Captain on request`,
  bareboat: msg`Self-drive (licence needed)`,
};

export const featureLabels: Record<YachtFeature, MessageDescriptor> = {
  wifi: msg`Wi-Fi`,
  air_conditioning: msg`Air conditioning`,
  heating: msg`Heating`,
  galley: msg`Galley`,
  shower: msg`Shower`,
  toilet: msg`Toilet`,
  sound_system: msg`Sound system`,
  sun_deck: msg`Sun deck`,
  flybridge: msg`Flybridge`,
  bbq: msg`Barbecue`,
  sauna: msg`Sauna`,
  sup_boards: msg`Paddle boards`,
  kayak: msg`Kayaks`,
  fishing_gear: msg`Fishing gear`,
  snorkel_gear: msg`Snorkel gear`,
  dinghy: msg`Tender`,
  generator: msg`Generator`,
  autopilot: msg`Autopilot`,
  radar: msg`Radar`,
  ice_class: msg`Ice-class hull`,
  pets_allowed: msg`Pets welcome`,
  kids_friendly: msg`Good for children`,
};

export const crewRoleLabels: Record<CrewRole, MessageDescriptor> = {
  captain: msg`Captain`,
  skipper: msg`Skipper`,
  mate: msg`Mate`,
  chef: msg`Chef`,
  guide: msg`Guide`,
  host: msg`Host`,
};

export const difficultyLabels: Record<Difficulty, MessageDescriptor> = {
  easy: msg`Easy`,
  moderate: msg`Moderate`,
  challenging: msg`Challenging`,
};

export const activityCategoryLabels: Record<ActivityCategory, MessageDescriptor> = {
  nature: msg`Nature`,
  culture: msg`Culture`,
  adventure: msg`Adventure`,
  relaxation: msg`Relaxation`,
  wellness: msg`Wellness`,
  wildlife: msg`Wildlife`,
  photography: msg`Photography`,
  "water-sports": msg`Water sports`,
  research: msg`Research`,
  education: msg`Education`,
  culinary: msg`Culinary`,
  fishing: msg`Fishing`,
};

export const languageNames: Record<string, MessageDescriptor> = {
  ru: msg`Russian`,
  en: msg`English`,
  de: msg`German`,
  fr: msg`French`,
  bua: msg`Buryat`,
};
