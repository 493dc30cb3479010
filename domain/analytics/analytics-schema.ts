import * as v from "valibot";
import { SESSION_ID_PREFIX } from "./analytics.ts";
import { analyticsMessages as m } from "./messages.ts";

/** The body of POST /api/analytics/track, checked by the server and built by the app. */
export const TRACK_METADATA_MAX_CHARS = 8192;

export const TrackEventSchema = v.object({
  eventType: v.pipe(v.string(m.eventType.id), v.regex(/^[a-z][a-z0-9_.:-]{1,63}$/, m.eventType.id)),
  platform: v.literal("web", m.platform.id),
  sessionId: v.pipe(
    v.string(m.sessionId.id),
    v.startsWith(SESSION_ID_PREFIX, m.sessionId.id),
    v.maxLength(80, m.sessionId.id),
  ),
  // valibot's record() takes an array; metadata is named values, so an array is refused. Its depth
  // is bounded by the server's JSON door (server/http/validate.ts) before this schema walks it.
  metadata: v.pipe(
    v.unknown(),
    v.check((value) => !Array.isArray(value), m.metadata.id),
    v.record(v.string(), v.unknown(), m.metadata.id),
    v.check((value) => JSON.stringify(value).length <= TRACK_METADATA_MAX_CHARS, m.metadata.id),
  ),
});
export type TrackEvent = v.InferOutput<typeof TrackEventSchema>;
