/**
 * The outbox's rules (decision record 003): what the device keeps when a write cannot reach the
 * server, and what each answer means for it. Pure, so the page, the worker and the tests agree.
 */
export const outboxKinds = [
  "booking",
  "newsletter",
  "event_join",
  "event_comment",
  "contact_request",
  // Places on a trip package (decision 073): POST /api/bookings with `tripId`.
  "trip_booking",
  // A charter insurance request (issue 23): POST /api/insurance/requests.
  "insurance_request",
  // The club (issue 22): POST /api/memberships, /api/subscriptions and /api/donations.
  "membership",
  "subscription",
  "donation",
  // User content (issue 21): POST /api/content, a proposed destination or trip package.
  "content_submission",
  // An owner's new yacht listing, a draft or sent for approval (issue 19): POST /api/owner/yachts.
  "owner_listing",
] as const;
export type OutboxKind = (typeof outboxKinds)[number];

/**
 * Writes made in the signed-in user's name: at logout they leave the device with their author
 * (decision record 050), never to be sent for whoever logs in next. Every kind says which it is.
 */
const personalKinds: Record<OutboxKind, boolean> = {
  booking: true,
  trip_booking: true,
  event_join: true,
  event_comment: true,
  newsletter: false,
  contact_request: false,
  insurance_request: true,
  membership: true,
  subscription: true,
  // Given with an e-mail, signed in or not, like a contact request.
  donation: false,
  content_submission: true,
  owner_listing: true,
};

export function isPersonalWrite(item: Pick<OutboxItem, "kind" | "status">): boolean {
  return personalKinds[item.kind] && item.status !== "done";
}

export type OutboxStatus = "pending" | "sending" | "done" | "failed" | "needs_auth";

export type OutboxItem = {
  /** The Idempotency-Key, made when the user acted; a replay sends the very same key. */
  id: string;
  kind: OutboxKind;
  method: "POST";
  path: string;
  body: unknown;
  createdAt: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: string;
  /** When the current send started; a "sending" item older than the lease is sent again. */
  sendingSince?: string;
  /** The last refusal or failure; `fields` holds the server's message per field, for the form. */
  lastError?: { status?: number; code?: string; message: string; fields?: Record<string, string> };
  /** The server's answer once done (the booking it made, the subscription status). */
  result?: unknown;
};

export const OUTBOX_REPLAY_INTERVAL_MS = 30_000;
/** The Background Sync tag under which the worker replays the outbox. */
export const OUTBOX_SYNC_TAG = "outbox-replay";
/** Settled items stay visible this long (a booking's "sent" state), then are forgotten. */
export const OUTBOX_KEEP_SETTLED_MS = 7 * 24 * 60 * 60 * 1000;
export const OUTBOX_SENDING_LEASE_MS = 60_000;
const BACKOFF_BASE_MS = 2_000;
const BACKOFF_MAX_MS = 5 * 60_000;

export function newOutboxItem(
  input: { id: string; kind: OutboxKind; path: string; body: unknown },
  now: Date,
): OutboxItem {
  return {
    ...input,
    method: "POST",
    createdAt: now.toISOString(),
    status: "pending",
    attempts: 0,
    nextAttemptAt: now.toISOString(),
  };
}

/** 2 s, 4 s, 8 s ... up to 5 minutes between tries. */
export function backoffMs(attempts: number): number {
  return Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));
}

export type SendResult =
  | { kind: "answer"; status: number; code?: string; body?: unknown }
  | { kind: "network"; message: string };

/** What an answer means: done, try again later, wait for a login, or failed for the user to see. */
export function classify(result: SendResult): "done" | "retry" | "needs_auth" | "failed" {
  if (result.kind === "network") return "retry";
  const { status, code } = result;
  if (status >= 200 && status < 300) return "done";
  if (status === 401) return "needs_auth";
  if (status === 409 && code === "idempotency_in_flight") return "retry";
  if (status === 408 || status === 425 || status === 429 || status >= 500) return "retry";
  return "failed";
}

/** The item after one send. */
export function afterSend(item: OutboxItem, result: SendResult, now: Date): OutboxItem {
  const outcome = classify(result);
  const attempts = item.attempts + 1;
  const { sendingSince: _, ...rest } = item;
  if (outcome === "done") {
    return { ...rest, attempts, status: "done", result: result.kind === "answer" ? result.body : undefined };
  }
  const lastError =
    result.kind === "network"
      ? { message: result.message }
      : {
          status: result.status,
          ...(result.code ? { code: result.code } : {}),
          message: messageOf(result.body),
          ...fieldsOf(result.body),
        };
  if (outcome === "retry") {
    return {
      ...rest,
      attempts,
      status: "pending",
      lastError,
      nextAttemptAt: new Date(now.getTime() + backoffMs(attempts)).toISOString(),
    };
  }
  return { ...rest, attempts, status: outcome, lastError };
}

function messageOf(body: unknown): string {
  const message = (body as { message?: unknown } | undefined)?.message;
  return typeof message === "string" ? message : "";
}

function fieldsOf(body: unknown): { fields?: Record<string, string> } {
  const fields = (body as { fields?: unknown } | undefined)?.fields;
  if (typeof fields !== "object" || fields === null) return {};
  const strings = Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === "string");
  return strings.length ? { fields: Object.fromEntries(strings) } : {};
}

/** Items to send now, oldest first: pending and due, or stuck "sending" past the lease (a crash). */
export function dueItems(items: readonly OutboxItem[], now: Date): OutboxItem[] {
  const t = now.getTime();
  return items
    .filter(
      (item) =>
        (item.status === "pending" && Date.parse(item.nextAttemptAt) <= t) ||
        (item.status === "sending" && t - Date.parse(item.sendingSince ?? item.createdAt) > OUTBOX_SENDING_LEASE_MS),
    )
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt));
}

/** Waiting items, as the header's badge counts them. */
export function waitingCount(items: readonly OutboxItem[]): number {
  return items.filter((item) => item.status === "pending" || item.status === "sending" || item.status === "needs_auth")
    .length;
}
