import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { chatRequestSchema, isSendable } from "./chat-request.ts";
import { budget, guestCount, stems } from "./text.ts";
import { topicOf, yachtTypeAsked } from "./topic.ts";
import { dayAsked, weekendOf } from "./weather.ts";

describe("reading a question", () => {
  it("stems Russian and English words alike", () => {
    expect(stems("Яхты и яхту")).toEqual(["яхт", "яхт"]);
    expect(stems("places to visit")).toEqual(["place", "visit"]);
  });

  it("finds how many people", () => {
    expect(guestCount("Посоветуйте яхту для семьи из 4 человек")).toEqual({ guests: 4, family: true });
    expect(guestCount("a family of four")).toEqual({ guests: 4, family: true });
    expect(guestCount("катамаран на 10 человек")).toEqual({ guests: 10, family: false });
    expect(guestCount("a trip for 3 days")).toBeNull();
    expect(guestCount("на 2 дня")).toBeNull();
  });

  it("finds a budget and its currency", () => {
    expect(budget("Яхта до 30 000 рублей")).toEqual({ major: 30000, currency: "RUB" });
    expect(budget("under 20,000 RUB")).toEqual({ major: 20000, currency: "RUB" });
    expect(budget("budget $5k")).toEqual({ major: 5000, currency: "USD" });
    expect(budget("до Ольхона")).toBeNull();
  });

  it("tells the topic, the weather before the place and the trip before the price", () => {
    expect(topicOf("Какая погода на Ольхоне?")).toBe("weather");
    expect(topicOf("How much is the Olkhon trip?")).toBe("trips");
    expect(topicOf("Сколько стоит аренда яхты на день?")).toBe("price");
    expect(topicOf("Какие места стоит посетить?")).toBe("places");
    expect(topicOf("Какие регаты будут?")).toBe("events");
    expect(topicOf("What is the capital of France?")).toBe("unknown");
    expect(yachtTypeAsked("Парусная яхта")).toBe("sail_yacht");
  });

  it("knows the weekend and tomorrow", () => {
    expect(weekendOf("2027-06-14")).toBe("2027-06-19");
    expect(weekendOf("2027-06-20")).toBe("2027-06-20");
    expect(dayAsked("погода завтра", "2027-06-14")).toBe("2027-06-15");
  });
});

describe("the chat body", () => {
  it("takes only the current user message, trimmed", () => {
    expect(v.parse(chatRequestSchema, { messages: [{ role: "user", content: "  hi " }] })).toEqual({
      messages: [{ role: "user", content: "hi" }],
    });
    for (const bad of [
      { messages: [] },
      { messages: [{ role: "user", content: "   " }] },
      { messages: [{ role: "assistant", content: "hi" }] },
      {
        messages: [
          { role: "user", content: "a" },
          { role: "user", content: "b" },
        ],
      },
    ]) {
      expect(v.safeParse(chatRequestSchema, bad).success).toBe(false);
    }
  });

  it("does not send empty or whitespace-only input", () => {
    expect(isSendable(" \n\t")).toBe(false);
    expect(isSendable("Привет")).toBe(true);
  });
});
