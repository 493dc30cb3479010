import MiniSearch from "minisearch";
import { bothLanguages } from "../shared/localized.ts";
import { stem } from "./text.ts";
import type { CompanionFacts } from "./types.ts";

/**
 * Full-text search over the portal's facts in both languages (MiniSearch with Snowball stems), so a
 * question in Russian finds an English-written text and "бухты" finds "Бухта". Built from whatever
 * facts it is given: the server's database or the device's Dexie copy.
 */
export type FactKind = "yacht" | "destination" | "trip" | "event";
type FactDoc = { key: string; kind: FactKind; id: string; name: string; text: string };

// Words every fact or question of a kind shares ("event", "Baikal", "coming up"): left out, they
// would rank facts by chance. What is left are the words that tell facts apart ("seals", "регата").
const SEARCH_STOP = new Set(
  (
    "the and of a an in on to at for is are be will what which where when how can i do you there any some " +
    "coming up upcoming worth visit visiting place places see event events trip trips package packages tour tours " +
    "yacht yachts baikal lake go goes have has " +
    "и в на с по к о у что какие какой какая где когда как можно есть будут будет стоит посетить место места " +
    "событие события мероприятия тур туры поездки яхта яхты байкал байкале байкала озеро озере увидеть"
  ).split(" "),
);

export type FactIndex = {
  /** Facts whose words the question shares, best first. */
  search(question: string, kinds?: readonly FactKind[]): { kind: FactKind; id: string; score: number }[];
  /** Yachts and places the question names: every word of a name (in one language) is in it. */
  named(question: string, kinds?: readonly FactKind[]): { kind: FactKind; id: string }[];
};

const nameStems = (name: string) => (name.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(stem);

export function buildFactIndex(facts: CompanionFacts): FactIndex {
  const docs: FactDoc[] = [
    ...facts.yachts.map((y) => ({
      key: `yacht:${y.id}`,
      kind: "yacht" as const,
      id: y.id,
      name: bothLanguages(y.name),
      text: bothLanguages(y.summary),
    })),
    ...facts.destinations.map((d) => ({
      key: `destination:${d.id}`,
      kind: "destination" as const,
      id: d.id,
      name: bothLanguages(d.name),
      text: [bothLanguages(d.shortDescription), ...d.highlights.map(bothLanguages)].join(" "),
    })),
    ...facts.trips.map((t) => ({
      key: `trip:${t.id}`,
      kind: "trip" as const,
      id: t.id,
      name: bothLanguages(t.title),
      text: bothLanguages(t.description),
    })),
    ...facts.events.map((e) => ({
      key: `event:${e.id}`,
      kind: "event" as const,
      id: e.id,
      name: bothLanguages(e.title),
      text: `${bothLanguages(e.description)} ${bothLanguages(e.location)} ${e.category}`,
    })),
  ];
  const index = new MiniSearch<FactDoc>({
    idField: "key",
    fields: ["name", "text"],
    storeFields: ["kind", "id"],
    processTerm: (term) => {
      const lower = term.toLowerCase();
      return lower.length < 2 || SEARCH_STOP.has(lower) ? null : stem(lower);
    },
  });
  index.addAll(docs);

  // Names in each language apart: "Olkhon and Khuzhir" is named by "Olkhon" + "Khuzhir", not by "and".
  const names = docs
    .filter((doc) => doc.kind === "yacht" || doc.kind === "destination")
    .flatMap((doc) =>
      doc.name
        .split("\u0000")
        .flatMap((one) => one.split(/\s+(?:and|и)\s+/))
        .map((one) => nameStems(one).filter((s) => !SEARCH_STOP.has(s)))
        .filter((parts) => parts.length > 0)
        .map((parts) => ({ kind: doc.kind, id: doc.id, parts })),
    );

  return {
    search(question, kinds) {
      return index
        .search(question, { boost: { name: 3 }, filter: (r) => !kinds || kinds.includes(r.kind) })
        .map((r) => ({ kind: r.kind as FactKind, id: r.id as string, score: r.score }));
    },
    named(question, kinds) {
      const asked = new Set(nameStems(question));
      const seen = new Set<string>();
      const found: { kind: FactKind; id: string }[] = [];
      for (const name of names) {
        if (kinds && !kinds.includes(name.kind)) continue;
        if (!name.parts.every((part) => asked.has(part)) || seen.has(`${name.kind}:${name.id}`)) continue;
        seen.add(`${name.kind}:${name.id}`);
        found.push({ kind: name.kind, id: name.id });
      }
      return found;
    },
  };
}
