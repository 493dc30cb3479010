import type { MessageDescriptor } from "@lingui/core";

/** Messages of the club's bodies and answers, shown by the API and by the forms alike. */
export const clubMessages = {
  unknownTier: /*i18n*/ { id: "club.unknown_tier", message: "Choose Captains, Voyagers or Fans." },
  unknownPeriod: /*i18n*/ { id: "club.unknown_period", message: "Choose a month or a year." },
  unknownPlan: /*i18n*/ { id: "club.unknown_plan", message: "Choose a plan from the list." },
  unknownAudience: /*i18n*/ { id: "club.unknown_audience", message: "Choose personal or business plans." },
  planNotForYou: /*i18n*/ {
    id: "club.plan_not_for_you",
    message: "This plan is for another kind of account: owners, service companies or travel managers.",
  },
  captainsOnly: /*i18n*/ {
    id: "club.captains_only",
    message: "The Captains membership is for skippers: add the captain role to your account first.",
  },
  notFound: /*i18n*/ { id: "club.not_found", message: "This membership does not exist." },
  notPayable: /*i18n*/ { id: "club.not_payable", message: "This is already paid." },
  notCancellable: /*i18n*/ {
    id: "club.not_cancellable",
    message: "This membership has ended; there is nothing to cancel.",
  },
  cardDeclined: /*i18n*/ {
    id: "club.card_declined",
    message: "The card was declined and nothing was charged. It is still unpaid: try another card.",
  },
  donationNotFound: /*i18n*/ { id: "club.donation_not_found", message: "This donation does not exist." },
  donationAmount: /*i18n*/ { id: "club.donation_amount", message: "Give from 100 to 1,000,000 roubles." },
  donationCurrency: /*i18n*/ { id: "club.donation_currency", message: "Donations are in roubles (RUB)." },
  donationName: /*i18n*/ { id: "club.donation_name", message: "A name is at most 120 characters." },
  donationMessage: /*i18n*/ { id: "club.donation_message", message: "A message is at most 1,000 characters." },
  cardNotFound: /*i18n*/ { id: "club.card_not_found", message: "No club card has this number." },
} satisfies Record<string, MessageDescriptor>;

/** The id a check carries as its message. */
export const cm = Object.fromEntries(Object.entries(clubMessages).map(([key, d]) => [key, d.id])) as Record<
  keyof typeof clubMessages,
  string
>;
