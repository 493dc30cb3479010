import * as v from "valibot";
import { textParam } from "../../lib/search-params.ts";

/** /verify-email?token=…: the link of the verification e-mail. */
export const verifyEmailSearchSchema = v.object({ token: textParam(500) });
