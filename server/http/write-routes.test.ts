import { randomUUID } from "node:crypto";
import fc from "fast-check";
import type * as v from "valibot";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DeleteAccountSchema } from "../../domain/accounts/account-data.ts";
import {
  changePasswordPayloadSchema,
  forgotPasswordSchema,
  loginPayloadSchema,
  profileSchema,
  registerPayloadSchema,
  resetPayloadSchema,
  verifyEmailSchema,
} from "../../domain/accounts/auth-schemas.ts";
import { YachtOwnerSchema } from "../../domain/admin/admin-yachts.ts";
import { TrackEventSchema } from "../../domain/analytics/analytics-schema.ts";
import { declineSchema } from "../../domain/bookings/answers.ts";
import { bookingRequestSchema } from "../../domain/bookings/rules.ts";
import { ContactRequestSchema, ContactStatusSchema } from "../../domain/contact/contact-request.ts";
import { newsletterEmail } from "../../domain/newsletter/newsletter.ts";
import { paymentRequestSchema, TEST_CARD_PAID, testChargeSchema } from "../../domain/payments/payment.ts";
import { ensureFirstAdmin } from "../accounts/first-admin.service.ts";
import {
  analyticsEvents,
  bookings,
  contactRequests,
  newsletterSubscriptions,
  payments,
  users,
} from "../db/schema/index.ts";
import { login, STRONG_PASSWORD } from "../test/accounts.ts";
import { type BadCase, controlTexts, hostileBodies } from "../test/bad-bodies.ts";
import { book, bookingBody, bookingTestApp, giveYacht, OWNED_YACHT, person } from "../test/bookings.ts";
import { goodCardExpiry, inSeason } from "../test/season.ts";
import type { TestApp } from "../test/test-app.ts";

/**
 * Every write route of the API given hostile input (issue 14, decision 071): a control character,
 * nesting 33 to 5,000 levels deep, a 100 KB string or a wrong type in one to three fields of a
 * valid body. Each is refused with a 4xx naming a field it broke, in the caller's language; never
 * a 5xx, and nothing is saved. Control characters in every path and query parameter likewise.
 */
const ADMIN = { ADMIN_EMAIL: "harbour@baikal.example", ADMIN_PASSWORD: "Admin1!harbour" };
let t: TestApp;
let cookies: Record<"customer" | "owner" | "admin", string>;
let pendingId: string;

beforeAll(async () => {
  ({ t } = await bookingTestApp(ADMIN));
  await ensureFirstAdmin(t.env, t.database);
  const owner = await person(t, ["owner"]);
  const customer = await person(t, ["customer"]);
  await giveYacht(t, OWNED_YACHT, owner.user.id);
  cookies = {
    customer: customer.cookie,
    owner: owner.cookie,
    admin: await login(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD),
  };
  pendingId = (await book(t, customer.cookie, { startDate: inSeason("10-01"), endDate: inSeason("10-02") })).id;
});
afterAll(() => t.close());

type Route = {
  method: "POST" | "PATCH";
  path: () => string;
  who?: keyof typeof cookies;
  base: Record<string, unknown>;
  entries: Record<string, v.GenericSchema>;
  /** Fewer runs where a per-client limit counts every request, valid or not. */
  runs?: number;
};

const RUNS = 60;
const routes: Record<string, Route> = {
  login: {
    method: "POST",
    path: () => "/api/login",
    base: { username: "anna@baikal.ru", password: "secret-1" },
    entries: loginPayloadSchema.entries,
  },
  register: {
    method: "POST",
    path: () => "/api/register",
    base: {
      firstName: "Anna",
      lastName: "Petrova",
      brandName: "Sail Baikal",
      email: "anna.new@baikal.ru",
      phone: "+7 914 000 00 00",
      roles: ["customer"],
      password: STRONG_PASSWORD,
      photoUrl: null,
    },
    entries: registerPayloadSchema.entries,
    // 30 registrations per client an hour, counted before the body is read; two made the scene.
    runs: 26,
  },
  profile: {
    method: "PATCH",
    path: () => "/api/user",
    who: "customer",
    base: { firstName: "Anna", lastName: "Petrova", phone: "+7 914 000 00 00", brandName: "Sail", locale: "en" },
    entries: profileSchema.entries,
  },
  changePassword: {
    method: "POST",
    path: () => "/api/change-password",
    who: "customer",
    base: { currentPassword: STRONG_PASSWORD, newPassword: "Baikal2!sail" },
    entries: changePasswordPayloadSchema.entries,
  },
  deleteAccount: {
    method: "POST",
    path: () => "/api/user/delete",
    who: "customer",
    base: { password: STRONG_PASSWORD },
    entries: DeleteAccountSchema.entries,
  },
  verifyEmail: {
    method: "POST",
    path: () => "/api/verify-email",
    base: { token: "abcdef" },
    entries: verifyEmailSchema.entries,
  },
  // 20 and 30 requests per client, likewise.
  forgotPassword: {
    method: "POST",
    path: () => "/api/forgot-password",
    base: { email: "anna@baikal.ru" },
    entries: forgotPasswordSchema.entries,
    runs: 18,
  },
  resetPassword: {
    method: "POST",
    path: () => "/api/reset-password",
    base: { email: "anna@baikal.ru", code: "123456", newPassword: "abcdef" },
    entries: resetPayloadSchema.entries,
    runs: 28,
  },
  contactStatus: {
    method: "PATCH",
    path: () => `/api/admin/contact-requests/${randomUUID()}`,
    who: "admin",
    base: { status: "answered" },
    entries: ContactStatusSchema.entries,
  },
  yachtOwner: {
    method: "PATCH",
    path: () => `/api/admin/yachts/${OWNED_YACHT}`,
    who: "admin",
    base: { ownerId: null },
    entries: YachtOwnerSchema.entries,
  },
  booking: {
    method: "POST",
    path: () => "/api/bookings",
    who: "customer",
    base: bookingBody({ startDate: inSeason("09-01"), endDate: inSeason("09-02") }),
    entries: bookingRequestSchema.entries,
  },
  decline: {
    method: "POST",
    path: () => `/api/bookings/${pendingId}/decline`,
    who: "owner",
    base: { note: "Sorry, the yacht is in repair" },
    entries: declineSchema.entries,
  },
  payment: {
    method: "POST",
    path: () => `/api/bookings/${pendingId}/payments`,
    who: "customer",
    base: { method: "test_card", cardNumber: TEST_CARD_PAID, expiry: goodCardExpiry, cvc: "123", holder: "ANNA" },
    entries: paymentRequestSchema.entries,
  },
  testCharge: {
    method: "POST",
    path: () => "/api/payment-test/charges",
    who: "customer",
    base: { amount: { amount: 10_000, currency: "RUB" }, cardNumber: TEST_CARD_PAID, holder: "ANNA" },
    entries: testChargeSchema.entries,
  },
  analytics: {
    method: "POST",
    path: () => "/api/analytics/track",
    base: { eventType: "page_view", platform: "web", sessionId: "web_abc123", metadata: { page: "/yachts" } },
    entries: TrackEventSchema.entries,
  },
  contact: {
    method: "POST",
    path: () => "/api/contact-requests",
    base: { name: "Anna", email: "anna@baikal.ru", phone: "", message: "Please call me about a charter." },
    entries: ContactRequestSchema.entries,
  },
  newsletter: {
    method: "POST",
    path: () => "/api/newsletter/subscribe",
    base: { email: "anna@baikal.ru" },
    entries: { email: newsletterEmail },
  },
};

const language = fc.constantFrom("en", "ru");

/** A refusal that names one of the broken fields, in the caller's language; never a 5xx. */
function expectRefusal(status: number, body: Record<string, unknown>, broken: string[], lang: string, context: string) {
  expect(status, context).toBeGreaterThanOrEqual(400);
  expect(status, context).toBeLessThan(500);
  const fields = (body.fields ?? {}) as Record<string, string>;
  const named = Object.keys(fields).some((key) => broken.some((field) => key === field || key.startsWith(`${field}.`)));
  expect(named, context).toBe(true);
  for (const message of [body.message, ...Object.values(fields)]) {
    expect(message, context).toMatch(lang === "ru" ? /[А-Яа-яЁё]/ : /^[^а-яё]*$/i);
  }
}

async function counts() {
  const db = t.database.db;
  const tables = { users, bookings, payments, contactRequests, newsletterSubscriptions, analyticsEvents };
  const entries = await Promise.all(
    Object.entries(tables).map(async ([name, table]) => [name, (await db.select().from(table)).length] as const),
  );
  return Object.fromEntries(entries);
}

describe("hostile input to every write route: 4xx naming a field, never a 5xx, nothing saved", () => {
  for (const [name, route] of Object.entries(routes)) {
    const runs = route.runs ?? RUNS;
    it(`${name}: ${runs} bodies with NUL, deep nesting, 100 KB strings and wrong types`, async () => {
      const before = await counts();
      await fc.assert(
        fc.asyncProperty(hostileBodies(route.base, route.entries), language, async (bad: BadCase, lang) => {
          const res = await t.request(route.path(), {
            method: route.method,
            body: bad.body,
            headers: {
              "content-type": "application/json",
              "accept-language": lang,
              "idempotency-key": randomUUID(),
              ...(route.who ? { cookie: cookies[route.who] } : {}),
            },
          });
          const text = await res.text();
          const context = `${route.method} ${route.path()} ${bad.note} (${lang}) → ${res.status} ${text.slice(0, 300)}`;
          expectRefusal(res.status, JSON.parse(text), bad.broken, lang, context);
        }),
        { numRuns: runs },
      );
      expect(await counts()).toEqual(before);
    }, 300_000);
  }
});

describe("control characters in path and query parameters: 400 naming the parameter", () => {
  const paths: [string, string, (id: string) => string, keyof typeof cookies | undefined][] = [
    ["PATCH", "id", (id) => `/api/admin/yachts/${id}`, "admin"],
    ["PATCH", "id", (id) => `/api/admin/contact-requests/${id}`, "admin"],
    ["GET", "id", (id) => `/api/admin/users/${id}`, "admin"],
    ["PATCH", "id", (id) => `/api/notifications/${id}/read`, "admin"],
    ["DELETE", "id", (id) => `/api/notifications/${id}`, "admin"],
    ["POST", "id", (id) => `/api/bookings/${id}/accept`, "owner"],
    ["POST", "id", (id) => `/api/bookings/${id}/cancel`, "customer"],
    ["GET", "id", (id) => `/api/bookings/${id}`, "customer"],
    ["POST", "id", (id) => `/api/payment-test/charges/${id}/refund`, "customer"],
    ["GET", "id", (id) => `/api/yachts/${id}`, undefined],
    ["GET", "id", (id) => `/api/yachts/${id}/availability`, undefined],
    ["GET", "q", (q) => `/api/admin/users?q=${q}`, "admin"],
    ["GET", "q", (q) => `/api/yachts?q=${q}`, undefined],
    ["GET", "email", (email) => `/api/check-email-exists?email=${email}`, undefined],
    ["GET", "token", (token) => `/api/newsletter/confirm?token=${token}`, undefined],
    ["GET", "since", (since) => `/api/sync?since=${since}`, undefined],
  ];
  it(`${paths.length} parameters × 20 texts with a control character`, async () => {
    const before = await counts();
    await fc.assert(
      fc.asyncProperty(controlTexts, language, async (text, lang) => {
        for (const [method, field, path, who] of paths) {
          const res = await t.request(path(encodeURIComponent(text)), {
            method,
            headers: { "accept-language": lang, ...(who ? { cookie: cookies[who] } : {}) },
          });
          const body = await res.text();
          const context = `${method} ${path(encodeURIComponent(text))} (${lang}) → ${res.status} ${body.slice(0, 200)}`;
          expect(res.status, context).toBe(400);
          expectRefusal(res.status, JSON.parse(body), [field], lang, context);
        }
      }),
      { numRuns: 20 },
    );
    expect(await counts()).toEqual(before);
  }, 300_000);
});
