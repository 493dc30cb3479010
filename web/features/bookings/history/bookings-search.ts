import * as v from "valibot";
import { param } from "../../../lib/search-params.ts";

/** /bookings?tab=past|cancelled: the open tab (upcoming when absent). */
export const bookingsSearchSchema = v.object({
  tab: param(v.picklist(["past", "cancelled"])),
});
