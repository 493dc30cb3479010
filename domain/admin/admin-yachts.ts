import * as v from "valibot";
import type { ListingKind, YachtType } from "../catalogue/types.ts";
import type { Localized } from "../shared/localized.ts";
import { adminMessages as m } from "./messages.ts";

/**
 * Who answers a yacht's booking requests (the admin's Yachts tab): a user with the owner role, or
 * nobody, when the yacht is the portal's own and admins answer. PATCH /api/admin/yachts/{id}.
 */
export const YachtOwnerSchema = v.object({
  ownerId: v.nullable(v.pipe(v.string(m.ownerNotOwner.id), v.uuid(m.ownerNotOwner.id))),
});
export type YachtOwnerInput = v.InferInput<typeof YachtOwnerSchema>;

export type AdminYachtOwner = { id: string; firstName: string; lastName: string; email: string };

/** A yacht as the Yachts tab lists it: what identifies it, and who answers for it. */
export type AdminYacht = {
  id: string;
  name: Localized;
  type: YachtType;
  listing: ListingKind;
  owner: AdminYachtOwner | null;
};
