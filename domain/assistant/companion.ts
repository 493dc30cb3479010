import { answerEvents, answerPlaces, answerTrips, answerWeather, placeDetail } from "./answer-places.ts";
import { answerPrice, answerYachts, yachtDetail } from "./answer-yachts.ts";
import { type CompanionContext, type Kit, makeKit, type Reply } from "./kit.ts";
import { assistantMessages as m } from "./messages.ts";
import { buildFactIndex } from "./search.ts";
import { topicOf } from "./topic.ts";
import type { CompanionAnswer, CompanionFacts, Topic } from "./types.ts";

export type { CompanionContext, Translate } from "./kit.ts";

/**
 * Yacht Companion, built in: answers a question only from the portal's facts, with a source for
 * each fact it used, and says it does not know otherwise (never a made-up yacht, price or place).
 * The server and the device run this same code over their own copy of the facts.
 */
export function answerQuestion(question: string, facts: CompanionFacts, context: CompanionContext): CompanionAnswer {
  const k = makeKit(question, facts, buildFactIndex(facts), context);
  const topic = topicOf(question);
  const reply = replyTo(k, topic);
  if (!reply || reply.sources.length === 0) {
    return {
      content: k.t(m.unknown),
      sources: [k.page("contact", m.contactPage, "/contact")],
      known: false,
      topic: "unknown",
    };
  }
  return { content: reply.lines.join("\n"), sources: reply.sources, known: reply.known ?? true, topic };
}

function replyTo(k: Kit, topic: Topic): Reply | null {
  switch (topic) {
    case "weather":
      return answerWeather(k);
    case "events":
      return answerEvents(k);
    case "trips":
      return answerTrips(k);
    case "price":
      return answerPrice(k);
    case "yachts":
      return answerYachts(k);
    case "places":
      return answerPlaces(k);
    default:
      return namedThing(k);
  }
}

/** No topic word: a question that names a yacht or a place is about it; anything else is not known. */
function namedThing(k: Kit): Reply | null {
  const yacht = k.namedYacht();
  if (yacht) return yachtDetail(k, yacht);
  const place = k.namedPlace();
  return place ? placeDetail(k, place) : null;
}
