import type { YachtType } from "../catalogue/types.ts";
import type { Topic } from "./types.ts";

/**
 * What a question is about, read from its words in Russian or English. The order settles
 * questions that touch two topics: "the weather on Olkhon" is about the weather, "how much is
 * the Olkhon trip" about the trip (its price is in the answer).
 */
const rules: [Exclude<Topic, "unknown">, RegExp][] = [
  ["weather", /погод|weather|forecast|прогноз|ветер|ветр|wind|температур|temperature|дожд|rain|шторм|storm/],
  [
    "events",
    /событи|мероприят|регат|гонк|фестивал|event|regatta|race|festival|competition|соревнован|кубок|чемпионат|championship/,
  ],
  [
    "trips",
    /(?<!\p{L})тур(?:ы|а|ов)?(?!\p{L})|поездк|путешеств|маршрут|пакет|trip|tour|package|itinerar|expedition|экспедиц|cruise|круиз/u,
  ],
  [
    "price",
    /сколько\s+сто|стоимост|(?<!\p{L})цен[аыуе]?(?!\p{L})|почем|почём|price|cost|how much|cheap|дешев|дёшев|капитан|шкипер|captain|skipper|питани|кейтер|catering|food|meal|обед/u,
  ],
  ["yachts", /яхт|катамаран|катер|лодк|судн|парусн|моторн|yacht|boat|catamaran|sail|motor|vessel/],
  [
    "places",
    /куда|(?<!\p{L})где(?!\p{L})|увидеть|(?<!\p{L})мест[оа]?(?!\p{L})|посет|посмотр|побыва|destination|place|visit|sights|\bsee\b|бухт|остров|мыс|залив|\bbay\b|island|cape|where/u,
  ],
];

export function topicOf(question: string): Topic {
  const q = question.toLowerCase();
  return rules.find(([, pattern]) => pattern.test(q))?.[0] ?? "unknown";
}

export function asksCaptain(question: string): boolean {
  return /капитан|шкипер|captain|skipper/.test(question.toLowerCase());
}

export function asksCatering(question: string): boolean {
  return /питани|кейтер|catering|food|meal|обед|(?<!\p{L})ед[аыу](?!\p{L})/u.test(question.toLowerCase());
}

/** The kind of yacht a question names, or null. */
export function yachtTypeAsked(question: string): YachtType | null {
  const q = question.toLowerCase();
  if (/катамаран|catamaran/.test(q)) return "catamaran";
  if (/катер|speedboat|speed boat|моторн\w* лодк/.test(q)) return "speedboat";
  if (/парус|sail/.test(q)) return "sail_yacht";
  if (/моторн|motor/.test(q)) return "motor_yacht";
  return null;
}
