import { site } from "../shell/site.ts";
import type { PageDocument } from "./document.ts";

/** The terms of service of a charter booked through the portal (the public offer), in English. */
export const termsEn: PageDocument = {
  title: "Terms of service",
  lead: `This public offer sets the terms on which yachts, trips and services on Lake ${site.product} are booked through ${site.brand}. Sending a booking request accepts it.`,
  sections: [
    {
      id: "booking",
      title: "Booking",
      blocks: [
        "A booking request names the yacht, the days, the number of guests, the captain and the extras. The price shown at that moment is the price of the request; the server computes it, and nothing typed in the browser changes it.",
        "An owner-listed yacht is booked when its owner accepts the request and the payment succeeds; until then the days are held for you. A request the owner does not answer in time, or declines, ends with no charge. Yachts of the partner booking site are booked on that site under its own terms.",
      ],
    },
    {
      id: "payment",
      title: "Payment and deposit",
      blocks: [
        "Prices of yachts and services are in roubles (RUB), of trip packages in US dollars (USD), taxes included. The full price is paid by card after the owner accepts.",
        "A refundable security deposit for the yacht, set by the owner (usually 10 to 20 % of the charter price), is held on your card or paid in cash at boarding and returned within 3 working days after the yacht is handed back undamaged. Damage beyond normal wear is deducted at its documented cost.",
      ],
    },
    {
      id: "cancellation",
      title: "Cancellation and refunds",
      blocks: [
        {
          list: [
            "More than 30 days before the start: full refund.",
            "15 to 30 days before: 50 % refunded.",
            "Less than 15 days before, or not showing up: no refund, unless the owner lets the days to someone else.",
            "An owner who cancels refunds everything and we help you find another yacht for the same days.",
          ],
        },
        "Refunds go back to the card that paid, within 10 working days.",
      ],
    },
    {
      id: "weather",
      title: "Weather on Baikal",
      blocks: [
        "Baikal's winds (the sarma, the kultuk, the barguzin) can rise within an hour. The captain decides whether it is safe to sail, and that decision is final.",
        {
          list: [
            "When a storm warning of the Emergencies Ministry or the captain keeps the yacht in harbour for a whole booked day, you choose: another date in the same season, or a refund for that day.",
            "A delayed departure or a shortened route because of weather is not a cancellation; the captain chooses a sheltered bay instead.",
            "Ice: the navigation season runs from about early June to mid-October; no booking is taken outside it.",
          ],
        },
      ],
    },
    {
      id: "customer",
      title: "The customer's duties",
      blocks: [
        {
          list: [
            "Come on time with the number of guests booked, with identity documents for everyone on board (the State Inspection for Small Craft, GIMS, may check them).",
            "Follow the captain's instructions; wear a life jacket on deck whenever the captain asks, children always.",
            "No glass on deck, no open fire, no rubbish in the lake; the rules of the national parks and reserves apply ashore.",
            "Self-drive charters: the skipper holds a GIMS small craft licence valid for the yacht's type and area.",
          ],
        },
      ],
    },
    {
      id: "owner",
      title: "The owner's duties",
      blocks: [
        {
          list: [
            "Hand over the yacht registered with GIMS, seaworthy, clean, with a life jacket for every person on board, a first-aid kit, a fire extinguisher, a radio and the safety equipment the law requires.",
            "Provide a captain who holds the licence for the yacht when the booking includes one.",
            "Keep the yacht's calendar on the portal true, and answer requests promptly.",
            "Carry third-party liability insurance for the yacht.",
          ],
        },
      ],
    },
    {
      id: "liability",
      title: "Liability and disputes",
      blocks: [
        `${site.brand} brings customers and owners together and takes the payment; the charter contract is between the customer and the owner. We answer for the portal and for passing on payments correctly.`,
        `Write to ${site.contactEmail} about any dispute; we answer within 10 working days. Disputes not settled by talking go to the court at the owner's place of business under Russian law; consumers keep their rights under the Law on Consumer Protection.`,
      ],
    },
  ],
};
