import { queryOptions } from "@tanstack/react-query";
import type { AdminNotification, OutgoingMessage, Page, PublicUser } from "../../../domain/accounts/accounts.ts";
import type { Role } from "../../../domain/accounts/roles.ts";
import type { AdminYacht } from "../../../domain/admin/admin-yachts.ts";
import type { AdminUser } from "../../../domain/admin/user-admin.ts";
import type { AdminContactRequest, ContactStatus } from "../../../domain/contact/contact-request.ts";
import {
  NOTIFICATIONS_BADGE_MAX,
  NOTIFICATIONS_FRESH_MS,
  NOTIFICATIONS_KEPT_MS,
  NOTIFICATIONS_POLL_MS,
} from "../../../domain/shared/timings.ts";
import { api } from "../../lib/api.ts";

/** The admin calls (spec section 7, api.md) as react-query options, so the bell and pages share one cache. */
export const notificationsQuery = queryOptions({
  queryKey: ["admin", "notifications"],
  queryFn: () => api<AdminNotification[]>("/api/admin/notifications"),
  refetchInterval: NOTIFICATIONS_POLL_MS,
  staleTime: NOTIFICATIONS_FRESH_MS,
  gcTime: NOTIFICATIONS_KEPT_MS,
  refetchOnWindowFocus: false,
});

export const userQuery = (id: string) =>
  queryOptions({
    queryKey: ["admin", "user", id],
    queryFn: () => api<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`),
  });

export type UserFilter = { q?: string | undefined; role?: Role | undefined; page: number };
export const USERS_PAGE_SIZE = 20;

export const usersQuery = ({ q, role, page }: UserFilter) =>
  queryOptions({
    queryKey: ["admin", "users", { q: q ?? "", role: role ?? "", page }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(USERS_PAGE_SIZE) });
      if (q) params.set("q", q);
      if (role) params.set("role", role);
      return api<Page<AdminUser>>(`/api/admin/users?${params}`);
    },
    placeholderData: (previous) => previous,
  });

export const communicationsQuery = (page: number) =>
  queryOptions({
    queryKey: ["admin", "communications", page],
    queryFn: () => api<Page<OutgoingMessage>>(`/api/admin/communications?page=${page}&pageSize=20`),
    placeholderData: (previous) => previous,
  });

/** The Requests tab: visitors' contact requests, newest first, all or of one status. */
export const contactRequestsKey = ["admin", "contact-requests"] as const;
export const CONTACT_REQUESTS_PAGE_SIZE = 50;

export const contactRequestsQuery = (status: ContactStatus | undefined, page: number) =>
  queryOptions({
    queryKey: [...contactRequestsKey, { status: status ?? "", page }],
    queryFn: () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(CONTACT_REQUESTS_PAGE_SIZE) });
      if (status) params.set("status", status);
      return api<Page<AdminContactRequest>>(`/api/admin/contact-requests?${params}`);
    },
    placeholderData: (previous) => previous,
    // New requests arrive while an admin keeps the tab open: polled like the bell.
    refetchInterval: NOTIFICATIONS_POLL_MS,
  });

/** How many requests are new, for the tab's label (a page of one: only the total is read). */
export const newContactRequestsQuery = queryOptions({
  queryKey: [...contactRequestsKey, "new-count"],
  queryFn: async () =>
    (await api<Page<AdminContactRequest>>("/api/admin/contact-requests?status=new&pageSize=1")).total,
  refetchInterval: NOTIFICATIONS_POLL_MS,
});

export function setContactRequestStatus(id: string, status: ContactStatus) {
  return api<{ id: string; status: ContactStatus }>(`/api/admin/contact-requests/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: { status },
  });
}

/** The users tab's change (issue 20): roles and/or blocked; answers the user with `blocked`. */
export function changeUser(id: string, change: { roles?: Role[]; blocked?: boolean }) {
  return api<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "PATCH", body: change });
}

/** Deleting a user (issue 20): their bookings stay on the server, anonymised. */
export function deleteUser(id: string) {
  return api<{ success: true }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: "DELETE" });
}

/** The Yachts tab: every yacht with its owner, and the users who may own one (owner role). */
export const adminYachtsKey = ["admin", "yachts"] as const;
export const adminYachtsQuery = queryOptions({
  queryKey: adminYachtsKey,
  queryFn: () => api<AdminYacht[]>("/api/admin/yachts"),
});

/** The page size the users call allows at most: the owner list of the Yachts tab's selects. */
export const OWNERS_LISTED = 100;
export const ownersQuery = queryOptions({
  queryKey: ["admin", "owners"],
  queryFn: () => api<Page<PublicUser>>(`/api/admin/users?role=owner&pageSize=${OWNERS_LISTED}`),
});

export function setYachtOwner(yachtId: string, ownerId: string | null) {
  return api<AdminYacht>(`/api/admin/yachts/${encodeURIComponent(yachtId)}`, {
    method: "PATCH",
    body: { ownerId },
  });
}

/** Opening a notification marks it read, then deletes it (spec section 4); failures are only logged. */
export async function openNotification(id: string): Promise<void> {
  try {
    await api(`/api/notifications/${id}/read`, { method: "PATCH" });
    await api(`/api/notifications/${id}`, { method: "DELETE" });
  } catch (error) {
    console.warn("The notification could not be marked read:", error);
  }
}

export function badgeText(unread: number): string {
  return unread > NOTIFICATIONS_BADGE_MAX ? `${NOTIFICATIONS_BADGE_MAX}+` : String(unread);
}
