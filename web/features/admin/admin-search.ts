import * as v from "valibot";
import { roles } from "../../../domain/accounts/roles.ts";
import { contactStatuses } from "../../../domain/contact/contact-request.ts";
import { param, textParam, wholeParam } from "../../lib/search-params.ts";

/** What /admin's address says: the open tab and its filters. */
export const adminTabs = ["users", "requests", "yachts", "communications"] as const;
export type AdminTab = (typeof adminTabs)[number];

export const adminSearchSchema = v.object({
  tab: param(v.picklist(adminTabs)),
  userId: textParam(),
  q: textParam(),
  role: param(v.picklist(roles)),
  /** The Requests tab's filter. */
  status: param(v.picklist(contactStatuses)),
  page: wholeParam(2),
});
export type AdminSearch = v.InferOutput<typeof adminSearchSchema>;
