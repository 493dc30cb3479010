import * as v from "valibot";
import { param } from "../../lib/search-params.ts";

/** /newsletter?result=…: where the confirmation link of the e-mail leads (decision record 040). */
export const confirmationResults = ["confirmed", "already", "expired", "invalid"] as const;
export type ConfirmationResult = (typeof confirmationResults)[number];

export const newsletterSearchSchema = v.object({ result: param(v.picklist(confirmationResults)) });
