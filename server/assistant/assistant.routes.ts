import { Hono } from "hono";
import {
  CHAT_REQUESTS_PER_SESSION,
  CHAT_REQUESTS_WINDOW_MS,
  chatRequestSchema,
} from "../../domain/assistant/chat-request.ts";
import { answerQuestion } from "../../domain/assistant/companion.ts";
import { forecastFrom, weatherPlaceOf } from "../../domain/assistant/forecast.ts";
import { assistantMessages } from "../../domain/assistant/messages.ts";
import type { ChatReply } from "../../domain/assistant/types.ts";
import { type Locale, readCookie } from "../../domain/shared/locale.ts";
import type { AppDeps, AppEnv } from "../app-env.ts";
import { clientIp, tooManyRequests } from "../http/client-ip.ts";
import { ApiError } from "../http/errors.ts";
import { localeOf, translatorFor } from "../http/i18n.ts";
import { WindowLimit } from "../http/rate-limit.ts";
import { readJson } from "../http/validate.ts";
import { weatherFor } from "../weather/weather.service.ts";
import type { ChatModel } from "./chat-model.adapter.ts";
import { companionFacts } from "./facts.service.ts";

/**
 * POST /api/chat (spec section 7, api.md): the current question only. The built-in companion
 * finds the facts; a configured model phrases them, or the built-in answer is sent as it is.
 */
/** How long a question waits for a forecast the cache does not hold. */
const FORECAST_WAIT_MS = 5000;

async function forecastDays(deps: AppDeps, place: string, locale: Locale) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const wait = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, FORECAST_WAIT_MS, null);
  });
  try {
    const outcome = await Promise.race([weatherFor(deps, { place }, locale).catch(() => null), wait]);
    return outcome?.kind === "ok" && outcome.answer.source === "forecast" ? outcome.answer.days : null;
  } finally {
    clearTimeout(timer);
  }
}

export function assistantRoutes(model: ChatModel | null) {
  const questions = new WindowLimit("chat", CHAT_REQUESTS_PER_SESSION, CHAT_REQUESTS_WINDOW_MS);

  return new Hono<AppEnv>().post("/", async (c) => {
    const { messages } = await readJson(c, chatRequestSchema);
    // Per session: the signed-in session, else the spec's client session cookie, else the address.
    const session = c.var.sessionId ?? readCookie(c.req.header("cookie"), "sessionId") ?? `ip:${clientIp(c)}`;
    const wait = await questions.hit(c.var.deps.database.db, session);
    if (wait > 0) return tooManyRequests(c, wait, assistantMessages.tooManyQuestions);

    const question = messages[0]?.content ?? "";
    const locale = localeOf(c);
    const { deps } = c.var;
    const facts = await companionFacts(deps.database, deps.clock()).catch(() => {
      // The catalogue never loaded (the database away since start): the spec's connection text.
      throw new ApiError(503, "assistant_unavailable", assistantMessages.troubleConnecting);
    });
    const t = translatorFor(locale);
    let builtIn = answerQuestion(question, facts, { locale, t });
    // A weather question names its place: its forecast (cached 30 minutes, or asked now within a
    // bound) gives the answer its figures; without one the answer points to the weather page.
    const place = weatherPlaceOf(builtIn.sources);
    const days = place ? await forecastDays(deps, place, locale) : null;
    if (place && days) {
      builtIn = answerQuestion(question, facts, {
        locale,
        t,
        forecast: forecastFrom(new Map([[place, days]]), locale, t),
      });
    }
    // With nothing known there is nothing to phrase: a model would only be tempted to invent.
    const phrased = builtIn.known && model ? await model.answer(question, builtIn, locale) : null;
    const reply: ChatReply = {
      choices: [{ message: { role: "assistant", content: phrased ?? builtIn.content } }],
      sources: builtIn.sources,
    };
    return c.json(reply);
  });
}
