import type { MessageDescriptor } from "@lingui/core";

/**
 * The companion's sentences, in the app's catalog: the server and the device compose answers with
 * the same ids, so an answer reads the same online and offline. English is the source language.
 */
export const assistantMessages = {
  // The body of POST /api/chat.
  emptyQuestion: /*i18n*/ { id: "assistant.empty_question", message: "Write a question." },
  questionTooLong: /*i18n*/ { id: "assistant.question_too_long", message: "A question is at most 2,000 characters." },
  onlyUser: /*i18n*/ { id: "assistant.only_user", message: "Only the user's message is sent." },
  oneMessage: /*i18n*/ { id: "assistant.one_message", message: "Send only the current message." },
  tooManyQuestions: /*i18n*/ {
    id: "assistant.too_many_questions",
    message: "That is a lot of questions at once. Please wait {seconds} seconds and ask again.",
  },
  // Spec section 8, the chat assistant's failure.
  troubleConnecting: /*i18n*/ {
    id: "assistant.trouble_connecting",
    message: "I'm having trouble connecting right now. Please try again in a moment.",
  },

  // Yachts.
  yachtsIntro: /*i18n*/ { id: "assistant.yachts_intro", message: "These yachts fit what you asked:" },
  yachtsForGuests: /*i18n*/ {
    id: "assistant.yachts_for_guests",
    message: "For {guests, plural, one {# guest} other {# guests}} these yachts fit:",
  },
  yachtsForFamily: /*i18n*/ {
    id: "assistant.yachts_for_family",
    message: "For a family of {guests} I would suggest these yachts (children welcome where marked):",
  },
  yachtLine: /*i18n*/ {
    id: "assistant.yacht_line",
    message: "{name}: {type}, up to {capacity} guests, {price} a day",
  },
  kidsFriendly: /*i18n*/ { id: "assistant.kids_friendly", message: "good for children" },
  withinBudget: /*i18n*/ { id: "assistant.within_budget", message: "All of them cost at most {budget} a day." },
  noYachtFits: /*i18n*/ {
    id: "assistant.no_yacht_fits",
    message:
      "No yacht on the portal fits that: the largest takes {capacity} guests and the cheapest costs {price} a day.",
  },
  yachtDetail: /*i18n*/ {
    id: "assistant.yacht_detail",
    message: "{name} is a {type} of {length} m for up to {capacity} guests with {cabins} cabins. A day costs {price}.",
  },
  captainIncluded: /*i18n*/ { id: "assistant.captain_included", message: "A captain is included." },
  captainOptional: /*i18n*/ {
    id: "assistant.captain_optional",
    message: "A captain is optional, {price} a day.",
  },
  captainBareboat: /*i18n*/ { id: "assistant.captain_bareboat", message: "It is rented without a captain (bareboat)." },
  typeMotor: /*i18n*/ { id: "assistant.type_motor", message: "motor yacht" },
  typeSail: /*i18n*/ { id: "assistant.type_sail", message: "sailing yacht" },
  typeCatamaran: /*i18n*/ { id: "assistant.type_catamaran", message: "catamaran" },
  typeSpeedboat: /*i18n*/ { id: "assistant.type_speedboat", message: "speedboat" },

  // Prices.
  dayRental: /*i18n*/ {
    id: "assistant.day_rental",
    message: "A day's yacht rental on the portal costs from {min} to {max} ({count} yachts). The least expensive:",
  },
  dayRentalOfType: /*i18n*/ {
    id: "assistant.day_rental_of_type",
    message: "A day on a {type} costs from {min} to {max}. The least expensive:",
  },
  captainPrices: /*i18n*/ {
    id: "assistant.captain_prices",
    message: "On most yachts the captain is included in the day's price. Where a captain is optional, a day costs:",
  },
  captainPriceLine: /*i18n*/ { id: "assistant.captain_price_line", message: "{name}: captain {price} a day" },
  catering: /*i18n*/ { id: "assistant.catering", message: "{title}: {price}. {description}" },

  // Places.
  placesIntro: /*i18n*/ {
    id: "assistant.places_intro",
    message: "Places worth visiting on Lake Baikal, counted by water from Listvyanka:",
  },
  placeLine: /*i18n*/ {
    id: "assistant.place_line",
    message: "{name}: {summary} ({distance} km, {days} days)",
  },
  placeDetail: /*i18n*/ {
    id: "assistant.place_detail",
    message:
      "{name}: {summary} It is {distance} km by water from Listvyanka; plan {days} days. Best months: {season}. A day there costs from {price}.",
  },
  morePlaces: /*i18n*/ { id: "assistant.more_places", message: "The portal lists {count} places in all." },

  // Trips.
  tripsIntro: /*i18n*/ { id: "assistant.trips_intro", message: "Trip packages that fit:" },
  tripLine: /*i18n*/ {
    id: "assistant.trip_line",
    message: "{title}: {days} days from {start}, {price}",
  },
  noTripFits: /*i18n*/ { id: "assistant.no_trip_fits", message: "No trip package on the portal fits that." },

  // Events.
  eventsIntro: /*i18n*/ { id: "assistant.events_intro", message: "Coming up on the lake:" },
  eventLine: /*i18n*/ { id: "assistant.event_line", message: "{title}: {start}, {location}{fee}" },
  eventFee: /*i18n*/ { id: "assistant.event_fee", message: ", entry {price}" },
  noEvents: /*i18n*/ { id: "assistant.no_events", message: "No event on the portal is coming up." },

  // Weather: the forecast lives on the weather page until it is plugged in here (weather.ts).
  weatherAt: /*i18n*/ {
    id: "assistant.weather_at",
    message:
      "The forecast for {place} on {day} is on the weather page; it keeps the last forecast on your device for the lake.",
  },
  weatherLake: /*i18n*/ {
    id: "assistant.weather_lake",
    message:
      "The forecast for Lake Baikal on {day} is on the weather page; it keeps the last forecast on your device for the lake.",
  },
  weatherForecast: /*i18n*/ {
    id: "assistant.weather_forecast",
    message: "{place}, {day}: {summary}",
  },
  bestSeason: /*i18n*/ { id: "assistant.best_season", message: "The best months to sail there: {season}." },

  // Not known.
  unknown: /*i18n*/ {
    id: "assistant.unknown",
    message:
      "I don't know that. I answer only from what the portal knows: its yachts, places, trip packages, events and prices. Our team can help on the contact page.",
  },

  // Source titles of pages.
  weatherPage: /*i18n*/ { id: "assistant.weather_page", message: "Weather" },
  contactPage: /*i18n*/ { id: "assistant.contact_page", message: "Contact" },
  servicesPage: /*i18n*/ { id: "assistant.services_page", message: "Services" },
} satisfies Record<string, MessageDescriptor>;
