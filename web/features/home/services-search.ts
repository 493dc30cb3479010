import * as v from "valibot";
import { textParam } from "../../lib/search-params.ts";

/** /services?service=code: the service whose details are open. */
export const servicesSearchSchema = v.object({ service: textParam(80) });
