import { CHAT_MODEL_TIMEOUT_MS } from "../../domain/assistant/chat-request.ts";
import type { CompanionAnswer } from "../../domain/assistant/types.ts";
import type { Locale } from "../../domain/shared/locale.ts";
import type { Env } from "../env.ts";

/**
 * A language model behind an OpenAI-compatible `/chat/completions` endpoint (CHAT_API_URL), asked
 * to phrase the answer from the facts the built-in companion found, and nothing else. Null when
 * none is configured: the built-in answer is the answer (spec README, decision 8).
 */
export type ChatModel = {
  /** The model's answer, or null when it failed, was slow or said nothing: the caller falls back. */
  answer(question: string, facts: CompanionAnswer, locale: Locale): Promise<string | null>;
};

type CompletionBody = { choices?: { message?: { content?: unknown } }[] };

const languageName: Record<Locale, string> = { en: "English", ru: "Russian" };

/** The system message: who it is, the one rule (only these facts), and the facts with their links. */
export function systemPrompt(facts: CompanionAnswer, locale: Locale): string {
  const sources = facts.sources.map((s) => `- ${s.title} (${s.kind}, ${s.url})`).join("\n");
  return [
    "You are Yacht Companion, the trip-planning assistant of a yacht charter portal on Lake Baikal.",
    "Answer only from the facts below, which come from the portal's own data. Never invent a yacht, a price, a date or a place.",
    "If the facts do not answer the question, say you do not know and suggest the contact page (/contact).",
    `Answer in ${languageName[locale]}, briefly.`,
    `Topic: ${facts.topic}`,
    "Facts:",
    facts.content,
    "Sources:",
    sources,
  ].join("\n");
}

/** The endpoint: CHAT_API_URL is the API's base (…/v1) or the full …/chat/completions address. */
export function completionsUrl(base: string): string {
  const trimmed = base.replace(/\/+$/, "");
  return trimmed.endsWith("/chat/completions") ? trimmed : `${trimmed}/chat/completions`;
}

export function createChatModel(env: Env, timeoutMs = CHAT_MODEL_TIMEOUT_MS): ChatModel | null {
  if (!env.CHAT_API_URL) return null;
  const url = completionsUrl(env.CHAT_API_URL);
  const headers: Record<string, string> = { "content-type": "application/json" };
  if (env.CHAT_API_KEY) headers.authorization = `Bearer ${env.CHAT_API_KEY}`;
  return {
    async answer(question, facts, locale) {
      try {
        const res = await fetch(url, {
          method: "POST",
          headers,
          signal: AbortSignal.timeout(timeoutMs),
          body: JSON.stringify({
            model: env.CHAT_MODEL ?? "gpt-4o-mini",
            temperature: 0.2,
            messages: [
              { role: "system", content: systemPrompt(facts, locale) },
              { role: "user", content: question },
            ],
          }),
        });
        if (!res.ok) return null;
        const body = (await res.json()) as CompletionBody;
        const content = body.choices?.[0]?.message?.content;
        return typeof content === "string" && content.trim() ? content.trim() : null;
      } catch {
        // A timeout, a refused connection or a body that is not JSON: the built-in answer stands.
        return null;
      }
    },
  };
}
