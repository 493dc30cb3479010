import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { CoverItem, DeclineReason, HistoryStep } from "../../../domain/insurance/types.ts";

/** Names of the insurance codes in the interface's language. */
export const coverLabels: Record<CoverItem, MessageDescriptor> = {
  hull: msg`Damage to the yacht`,
  third_party_liability: msg`Third-party liability`,
  passenger_accident: msg`Passenger accident`,
  crew_accident: msg`Crew accident`,
  personal_effects: msg`Personal belongings`,
  wreck_removal: msg`Wreck removal`,
  environmental_damage: msg`Environmental damage`,
  ice_damage: msg`Ice damage`,
  racing: msg`Racing`,
  medical_evacuation: msg`Medical evacuation`,
};

export const declineLabels: Record<DeclineReason, MessageDescriptor> = {
  coverage_too_low: msg`the coverage is below its minimum`,
  coverage_too_high: msg`the coverage is above its limit`,
  too_many_passengers: msg`too many passengers`,
  too_long: msg`the charter is too long`,
  boat_not_insured: msg`it does not insure this kind of boat`,
  experience_too_short: msg`the captain needs more years of experience, or a professional crew`,
};

export const stepLabels: Record<HistoryStep["step"], MessageDescriptor> = {
  submitted: msg`Request submitted`,
  quoted: msg`Quotes received`,
  no_quotes: msg`No insurer could quote`,
  selected: msg`Quote selected`,
  insurer_notified: msg`Request sent to the insurer`,
};
