import * as v from "valibot";
import { bm } from "./messages.ts";

/** The owner's answer to a request (api.md: POST /api/bookings/{id}/decline): an optional note. */
export const OWNER_NOTE_MAX = 1000;

export const declineSchema = v.object({
  note: v.pipe(
    v.optional(v.nullable(v.string(bm.noteTooLong)), null),
    v.transform((value) => value?.trim() || null),
    v.nullable(v.pipe(v.string(), v.maxLength(OWNER_NOTE_MAX, bm.noteTooLong))),
  ),
});
export type DeclineRequest = v.InferOutput<typeof declineSchema>;
