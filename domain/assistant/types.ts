import type { Destination, TripPackage, YachtSummary } from "../catalogue/types.ts";
import type { EventSummary } from "../events/types.ts";
import type { ServiceCategory } from "../home/types.ts";

/**
 * The assistant's shapes (spec section 3, Chat message; api.md, POST /api/chat). The companion
 * answers only from `CompanionFacts`, the portal's own data, and names each fact it used as a source.
 */
export type ChatRole = "user" | "assistant";

export type ChatMessage = {
  id: string;
  role: ChatRole;
  content: string;
  /** ISO time the message was made. */
  timestamp: string;
  /** What an assistant answer was built from (links under the message). */
  sources?: ChatSource[];
  /** The answer came from the device's copy, with no connection. */
  offline?: boolean;
  /** A failure or an empty reply, shown in the error style. */
  error?: boolean;
};

export const sourceKinds = ["yacht", "destination", "trip", "event", "service", "page"] as const;
export type SourceKind = (typeof sourceKinds)[number];

export type ChatSource = { kind: SourceKind; id: string; title: string; url: string };

/** The answer of POST /api/chat: the OpenAI shape the spec reads, plus the sources. */
export type ChatReply = {
  choices: { message: { role: "assistant"; content: string } }[];
  sources: ChatSource[];
};

/** Everything the companion may say something about: the catalogue, events and services. */
export type CompanionFacts = {
  yachts: YachtSummary[];
  destinations: Destination[];
  trips: TripPackage[];
  events: EventSummary[];
  services: ServiceCategory[];
  /** ISO date at the lake, for "this weekend" and "upcoming". */
  today: string;
};

export type CompanionAnswer = {
  content: string;
  sources: ChatSource[];
  /** False when the portal holds nothing to answer with: the answer says so and offers the contact page. */
  known: boolean;
  /** The topic understood; a model given the facts is told it too. */
  topic: Topic;
};

export const topics = ["weather", "events", "trips", "price", "yachts", "places", "unknown"] as const;
export type Topic = (typeof topics)[number];
