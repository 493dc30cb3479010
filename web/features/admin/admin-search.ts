import type { Role } from "../../../domain/accounts/roles.ts";
import type { ContactStatus } from "../../../domain/contact/contact-request.ts";

/** What /admin's address says: the open tab and its filters (the route validates it). */
export type AdminTab = "users" | "requests" | "yachts" | "communications";
export type AdminSearch = {
  tab?: AdminTab | undefined;
  userId?: string | undefined;
  q?: string | undefined;
  role?: Role | undefined;
  /** The Requests tab's filter. */
  status?: ContactStatus | undefined;
  page?: number | undefined;
};
