import * as v from "valibot";
import { param, textParam } from "../../lib/search-params.ts";

/** /auth?tab=register&redirect=/path: the open tab and where to go after signing in. */
export const authSearchSchema = v.object({
  tab: param(v.literal("register")),
  redirect: textParam(2000),
});
