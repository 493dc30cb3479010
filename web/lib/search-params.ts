import * as v from "valibot";

/**
 * Route addresses are validated with valibot like request bodies (one way to validate). A search
 * parameter that is missing or wrong is dropped, never an error page (decision record 022): each
 * field is optional and falls back to undefined when its value does not fit.
 */
export const param = <T extends v.GenericSchema>(schema: T) => v.fallback(v.optional(schema), undefined);

/** A non-empty text of at most `max` characters. */
export const textParam = (max = 200) => param(v.pipe(v.string(), v.nonEmpty(), v.maxLength(max)));

/** A whole number from `min` up. */
export const wholeParam = (min: number) =>
  param(v.pipe(v.unknown(), v.transform(Number), v.number(), v.integer(), v.minValue(min)));
