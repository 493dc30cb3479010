import * as v from "valibot";
import { SESSION_ID_PREFIX } from "./analytics.ts";

/** The body of POST /api/analytics/track, checked by the server and built by the app. */
export const TrackEventSchema = v.object({
  eventType: v.pipe(v.string(), v.regex(/^[a-z][a-z0-9_.:-]{1,63}$/, "error.invalid_input")),
  platform: v.literal("web", "error.invalid_input"),
  sessionId: v.pipe(
    v.string(),
    v.startsWith(SESSION_ID_PREFIX, "error.invalid_input"),
    v.maxLength(80, "error.invalid_input"),
  ),
  metadata: v.pipe(
    v.record(v.string(), v.unknown()),
    v.check((value) => JSON.stringify(value).length <= 8192, "error.invalid_input"),
  ),
});
export type TrackEvent = v.InferOutput<typeof TrackEventSchema>;
