import { Hono } from "hono";
import { weatherMessages } from "../../domain/weather/messages.ts";
import { weatherQuerySchema } from "../../domain/weather/query.ts";
import type { AppEnv } from "../app-env.ts";
import { ApiError, errorBody } from "../http/errors.ts";
import { localeOf } from "../http/i18n.ts";
import { readQuery } from "../http/validate.ts";
import { weatherFor } from "./weather.service.ts";

/**
 * /api/weather (api.md "Weather"; issue 17). Bad input answers the spec's 'Incomplete location or
 * date information' (as the message and under each wrong field); the provider down with nothing
 * stored answers 503 with the month's climate norms in the body, labelled `source: "climate"`.
 */
export function weatherRoutes() {
  return new Hono<AppEnv>().get("/", async (c) => {
    let query: ReturnType<typeof readQuery<typeof weatherQuerySchema>>;
    try {
      query = readQuery(c, weatherQuerySchema);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      throw new ApiError(400, "invalid_input", weatherMessages.incompleteQuery, error.options);
    }
    const outcome = await weatherFor(c.var.deps, query, localeOf(c));
    switch (outcome.kind) {
      case "ok":
        // A device keeps its copy itself; a shared cache must not hold one user's language.
        c.header("Cache-Control", "private, max-age=60");
        return c.json(outcome.answer);
      case "unknown_place":
        throw new ApiError(404, "unknown_place", weatherMessages.unknownPlace, {
          fields: { place: weatherMessages.unknownPlace.id },
        });
      case "no_dates":
        throw new ApiError(404, "no_forecast_for_dates", weatherMessages.noDataForDates);
      case "unavailable": {
        const error = new ApiError(503, "weather_unavailable", weatherMessages.serviceUnavailable);
        return c.json({ ...errorBody(c, error), ...outcome.answer }, 503);
      }
    }
  });
}
