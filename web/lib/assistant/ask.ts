import { i18n, type MessageDescriptor } from "@lingui/core";
import type { ChatReply, ChatSource, CompanionFacts } from "../../../domain/assistant/types.ts";
import { lakeToday } from "../../../domain/catalogue/availability.ts";
import type { Locale } from "../../../domain/shared/locale.ts";
import type { WeatherDay } from "../../../domain/weather/types.ts";
import { ApiError, api, NetworkError } from "../api.ts";
import { loadDevice } from "../use-live-query.ts";
import { assistantTexts } from "./conversation.ts";

/**
 * One question to Yacht Companion: the server when there is a connection (spec section 7: only the
 * current message); with none, the same companion over the device's copy of the portal, marked as
 * an answer from data saved on the device.
 */
export type Answer = { content: string; sources: ChatSource[]; offline: boolean; error: boolean };

async function deviceFacts(): Promise<{ facts: CompanionFacts; forecasts: Map<string, WeatherDay[]> }> {
  const { db } = await loadDevice();
  const [yachts, destinations, trips, events, services, kept] = await Promise.all([
    db.yachts.toArray(),
    db.destinations.toArray(),
    db.trips.toArray(),
    db.events.toArray(),
    db.serviceCategories.toArray(),
    db.forecasts.toArray(),
  ]);
  // The forecasts this device keeps (issue 17), by place: the companion quotes them offline.
  const forecasts = new Map(
    kept.filter((row) => row.answer.source === "forecast").map((row) => [row.key, row.answer.days]),
  );
  return { facts: { yachts, destinations, trips, events, services, today: lakeToday(new Date()) }, forecasts };
}

/** The built-in companion over the device's copy; null when nothing has been saved yet. */
export async function answerOnDevice(question: string, locale: Locale): Promise<Answer | null> {
  const { facts, forecasts } = await deviceFacts();
  if (facts.yachts.length + facts.destinations.length + facts.trips.length === 0) return null;
  // The companion and its search index load only for an answer on the device.
  const [{ answerQuestion }, { forecastFrom }] = await Promise.all([
    import("../../../domain/assistant/companion.ts"),
    import("../../../domain/assistant/forecast.ts"),
  ]);
  const t = (descriptor: MessageDescriptor, values?: Record<string, unknown>) =>
    i18n._(values ? { ...descriptor, values } : descriptor);
  const answer = answerQuestion(question, facts, { locale, t, forecast: forecastFrom(forecasts, locale, t) });
  return { content: answer.content, sources: answer.sources, offline: true, error: false };
}

const failure = (text: typeof assistantTexts.failed): Answer => ({
  content: i18n._(text),
  sources: [],
  offline: false,
  error: true,
});

export async function ask(question: string, locale: Locale): Promise<Answer> {
  const online = typeof navigator === "undefined" || navigator.onLine;
  if (online) {
    try {
      const reply = await api<ChatReply & { response?: string }>("/api/chat", {
        method: "POST",
        body: { messages: [{ role: "user", content: question }] },
      });
      // Spec section 7: choices[0].message.content, or response.
      const content = reply.choices?.[0]?.message?.content ?? reply.response ?? "";
      if (!content.trim()) return failure(assistantTexts.empty);
      return { content, sources: reply.sources ?? [], offline: false, error: false };
    } catch (error) {
      if (error instanceof ApiError || !(error instanceof NetworkError)) return failure(assistantTexts.failed);
      // No answer at all: the connection is gone, whatever the browser believes.
    }
  }
  return (await answerOnDevice(question, locale)) ?? failure(assistantTexts.failed);
}
