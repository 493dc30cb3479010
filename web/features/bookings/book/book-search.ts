import * as v from "valibot";
import { param, textParam } from "../../../lib/search-params.ts";

/**
 * The booking flow's address: /book/{yachtId}?start=&end=&step=&booking=&retry=. Kept free of
 * the flow's own imports: the route validates it on the first page, before the flow's code loads.
 */
export const bookSteps = ["yacht", "dates", "details", "payment", "handoff", "done"] as const;
export type BookStep = (typeof bookSteps)[number];

/** The shape of an ISO day; the flow's own rules judge the date itself. */
const day = param(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)));

export const bookSearchSchema = v.object({
  start: day,
  end: day,
  step: param(v.picklist(bookSteps)),
  /** The booking made (its id, or its placeholder's while it waits on the device). */
  booking: textParam(),
  /** The Idempotency-Key of a refused request whose details this flow starts from. */
  retry: textParam(),
});
export type BookSearch = v.InferOutput<typeof bookSearchSchema>;
