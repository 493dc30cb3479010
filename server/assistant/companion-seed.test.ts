import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerQuestion } from "../../domain/assistant/companion.ts";
import { assistantMessages } from "../../domain/assistant/messages.ts";
import type { CompanionAnswer, CompanionFacts } from "../../domain/assistant/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import { translatorFor } from "../http/i18n.ts";
import { seedEvents } from "../seed/events.ts";
import { seedHome } from "../seed/home.ts";
import { seedCatalogue } from "../seed/seed.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";
import { companionFacts } from "./facts.service.ts";

/**
 * The built-in companion over the seed data (issue 18): 30 questions, 15 in Russian and 15 in
 * English with the four suggested ones among them, each answered with the right yacht, place or
 * price and a source; and 5 questions outside the portal answered "I don't know".
 */
let t: TestApp;
let facts: CompanionFacts;
const TODAY = "2027-06-14";
beforeAll(async () => {
  t = await createTestApp();
  await seedCatalogue(t.database.db, TODAY);
  await seedHome(t.database.db);
  await seedEvents(t.database.db, TODAY);
  facts = await companionFacts(t.database, new Date(`${TODAY}T09:00:00Z`));
});
afterAll(() => t.close());

const localeOf = (question: string): Locale => (/[а-яё]/i.test(question) ? "ru" : "en");
const ask = (question: string) =>
  answerQuestion(question, facts, { locale: localeOf(question), t: translatorFor(localeOf(question)) });
/** Figures are written with non-breaking spaces in Russian; compare with plain ones. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
const ids = (a: CompanionAnswer, kind: string) => a.sources.filter((s) => s.kind === kind).map((s) => s.id);
const yachtsOf = (a: CompanionAnswer) => facts.yachts.filter((y) => ids(a, "yacht").includes(y.id));

type Case = [question: string, check: (a: CompanionAnswer) => void];

const cases: Case[] = [
  // The four suggested questions, in Russian.
  [
    "Посоветуйте яхту для семьи из 4 человек",
    (a) => {
      expect(yachtsOf(a).length).toBeGreaterThan(0);
      for (const y of yachtsOf(a)) expect(y.capacity).toBeGreaterThanOrEqual(4);
      expect(yachtsOf(a)[0]?.features).toContain("kids_friendly");
    },
  ],
  ["Какие места стоит посетить на Байкале?", (a) => expect(ids(a, "destination")).toContain("listvyanka")],
  [
    "Какая погода ожидается на выходных?",
    (a) => {
      expect(a.sources[0]?.url).toBe("/weather");
      expect(plain(a.content)).toContain("19 июня");
    },
  ],
  [
    "Сколько стоит аренда яхты на день?",
    (a) => {
      expect(plain(a.content)).toContain("12 000 ₽");
      expect(plain(a.content)).toContain("250 000 ₽");
      expect(ids(a, "yacht")[0]).toBe("strizh");
    },
  ],
  [
    "Сколько стоит Сарма в день?",
    (a) => {
      expect(ids(a, "yacht")).toEqual(["sarma"]);
      expect(plain(a.content)).toContain("120 000 ₽");
    },
  ],
  [
    "Нужен катамаран на 10 человек",
    (a) => {
      expect(ids(a, "yacht").sort()).toEqual(["ayaya", "barguzin", "olkhon"]);
    },
  ],
  [
    "Яхта до 30 000 рублей в день",
    (a) => {
      expect(yachtsOf(a).length).toBeGreaterThan(0);
      for (const y of yachtsOf(a)) expect(y.pricePerDay.amount).toBeLessThanOrEqual(3_000_000);
    },
  ],
  [
    "Сколько стоит капитан?",
    (a) => {
      expect(ids(a, "yacht")).toContain("kultuk");
      expect(plain(a.content)).toContain("9 000 ₽");
    },
  ],
  [
    "Сколько стоит питание на борту?",
    (a) => {
      expect(ids(a, "service")).toEqual(["catering"]);
      expect(plain(a.content)).toContain("2 500 ₽");
    },
  ],
  [
    "Расскажите про Ушканьи острова",
    (a) => {
      expect(ids(a, "destination")).toEqual(["ushkany-islands"]);
      expect(a.content).toContain("450");
    },
  ],
  [
    "Какие туры есть на Ольхон?",
    (a) => {
      expect(ids(a, "trip")).toContain("olkhon-weekend");
      for (const id of ids(a, "trip"))
        expect(facts.trips.find((p) => p.id === id)?.destinationIds).toContain("olkhon-khuzhir");
    },
  ],
  ["Какие регаты будут летом?", (a) => expect(ids(a, "event")).toContain("baikal-sailing-week")],
  [
    "Какая погода на Ольхоне завтра?",
    (a) => {
      expect(ids(a, "destination")).toEqual(["olkhon-khuzhir"]);
      expect(ids(a, "page")).toEqual(["weather"]);
      expect(plain(a.content)).toContain("15 июня");
    },
  ],
  ["Где можно увидеть нерп?", (a) => expect(ids(a, "destination")).toContain("ushkany-islands")],
  [
    "Парусная яхта для 6 человек",
    (a) => {
      expect(yachtsOf(a).length).toBeGreaterThan(0);
      for (const y of yachtsOf(a)) expect([y.type, y.capacity >= 6]).toEqual(["sail_yacht", true]);
    },
  ],
  // The four suggested questions, in English.
  [
    "Recommend a yacht for a family of 4",
    (a) => {
      expect(yachtsOf(a).length).toBeGreaterThan(0);
      for (const y of yachtsOf(a)) expect(y.capacity).toBeGreaterThanOrEqual(4);
    },
  ],
  ["What places are worth visiting on Baikal?", (a) => expect(ids(a, "destination").length).toBeGreaterThan(2)],
  [
    "What's the weather like this weekend?",
    (a) => {
      expect(ids(a, "page")).toEqual(["weather"]);
      expect(a.content).toContain("19 June");
    },
  ],
  [
    "How much does a day's yacht rental cost?",
    (a) => {
      expect(plain(a.content)).toContain("RUB 12,000");
      expect(ids(a, "yacht")[0]).toBe("strizh");
    },
  ],
  [
    "How much is the Baikal Pearl per day?",
    (a) => {
      expect(ids(a, "yacht")).toEqual(["baikal-pearl"]);
      expect(plain(a.content)).toContain("RUB 180,000");
    },
  ],
  [
    "Which catamarans do you have?",
    (a) => {
      for (const y of yachtsOf(a)) expect(y.type).toBe("catamaran");
      expect(yachtsOf(a).length).toBe(3);
    },
  ],
  [
    "A yacht under 20,000 RUB a day",
    (a) => {
      expect(ids(a, "yacht").sort()).toEqual(["omul", "strizh", "verkhnyaya-angara"]);
    },
  ],
  [
    "How much does a captain cost?",
    (a) => {
      expect(ids(a, "yacht")).toContain("ushkan");
      expect(plain(a.content)).toContain("RUB 10,000");
    },
  ],
  [
    "What does catering cost?",
    (a) => {
      expect(ids(a, "service")).toEqual(["catering"]);
      expect(a.content).toContain("2,500 RUB/person");
    },
  ],
  [
    "Tell me about the Small Sea",
    (a) => {
      expect(ids(a, "destination")).toEqual(["small-sea"]);
      expect(plain(a.content)).toContain("RUB 38,000");
    },
  ],
  [
    "Which trip packages go to Olkhon?",
    (a) => {
      expect(ids(a, "trip")).toContain("olkhon-weekend");
      expect(plain(a.content)).toContain("$2,900");
    },
  ],
  [
    "What events are coming up?",
    (a) => {
      const dates = ids(a, "event").map((id) => facts.events.find((e) => e.id === id)?.startDate ?? "");
      expect(dates.length).toBe(3);
      expect([...dates].sort()).toEqual(dates);
      for (const date of dates) expect(date >= TODAY).toBe(true);
    },
  ],
  [
    "What will the wind be like at Peschanaya Bay tomorrow?",
    (a) => {
      expect(ids(a, "destination")).toEqual(["peschanaya-bay"]);
      expect(a.sources[0]?.url).toBe("/weather?destination=peschanaya-bay");
    },
  ],
  ["Where can I see hot springs?", (a) => expect(ids(a, "destination")).toContain("chivyrkuisky-bay")],
  ["A motor yacht for 12 people", (a) => expect(ids(a, "yacht").sort()).toEqual(["aurora", "baikal-pearl"])],
];

const outside = [
  "What is the capital of France?",
  "How do I fix my car's engine?",
  "Кто написал «Войну и мир»?",
  "Какой курс доллара сегодня?",
  "Can you write me a poem about love?",
];

describe("the companion answers from the seed", () => {
  it("asks 15 questions in Russian and 15 in English", () => {
    expect(cases.filter(([q]) => localeOf(q) === "ru")).toHaveLength(15);
    expect(cases.filter(([q]) => localeOf(q) === "en")).toHaveLength(15);
  });

  it.each(cases)("%s", (question, check) => {
    const answer = ask(question);
    expect(answer.known).toBe(true);
    expect(answer.sources.length).toBeGreaterThan(0);
    // Every source is a fact of the portal: nothing named that the data does not hold.
    for (const source of answer.sources) {
      const known = {
        yacht: facts.yachts,
        destination: facts.destinations,
        trip: facts.trips,
        event: facts.events,
        service: facts.services,
      }[source.kind as "yacht"];
      if (source.kind !== "page") expect(known?.some((f) => f.id === source.id)).toBe(true);
    }
    check(answer);
  });

  it.each(outside)("does not know: %s", (question) => {
    const answer = ask(question);
    expect(answer.known).toBe(false);
    expect(answer.sources).toEqual([expect.objectContaining({ kind: "page", url: "/contact" })]);
    expect(answer.content).toBe(translatorFor(localeOf(question))(assistantMessages.unknown));
  });
});
