import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { loginPayloadSchema, registerPayloadSchema } from "../accounts/auth-schemas.ts";
import { bookingRequestSchema } from "../bookings/rules.ts";
import { ContactRequestSchema } from "../contact/contact-request.ts";
import { newsletterRequestSchema } from "../newsletter/newsletter.ts";
import { isEmailAddress } from "./email.ts";

const valid = [
  "anna@baikal.ru",
  "Anna.Petrova@Baikal.Ru",
  "first.last+tag@sub.example.co.uk",
  "o'brien@example.ie",
  "user_name-1@my-host.io",
  "x@y.travel",
  "иван@почта.рф",
  "ivan@xn--80a1acny.xn--p1ai",
  "a!#$%&*/=?^{|}~@example.com",
  `${"a".repeat(64)}@example.com`,
];
const invalid = [
  "<svg/onload=alert(1)>@x.io",
  "anna<b>@x.io",
  "anna@x.io>",
  '"anna"@x.io',
  'an"na@x.io',
  "`anna`@x.io",
  "an na@baikal.ru",
  "anna@bai kal.ru",
  "anna\u0000@baikal.ru",
  "anna@baikal.ru\u0000",
  "anna\t@baikal.ru",
  "anna",
  "anna@",
  "@baikal.ru",
  "anna@baikal",
  "a@b@c.ru",
  "anna..p@baikal.ru",
  ".anna@baikal.ru",
  "anna.@baikal.ru",
  "anna@-baikal.ru",
  "anna@baikal-.ru",
  "anna@baikal..ru",
  "anna@baikal.r",
  "anna@127.0.0.1",
  "anna@[127.0.0.1]",
  "anna(comment)@baikal.ru",
  "anna;drop@baikal.ru",
  "anna\\@baikal.ru",
  `${"a".repeat(65)}@example.com`,
  `a@${"b".repeat(250)}.ru`,
];

describe("the one e-mail rule (decision 071)", () => {
  it("accepts real addresses, Cyrillic and punycode ones included", () => {
    for (const email of valid) expect(isEmailAddress(email), email).toBe(true);
  });

  it("refuses markup, quotes, spaces, control characters and broken shapes", () => {
    for (const email of invalid) expect(isEmailAddress(email), JSON.stringify(email)).toBe(false);
  });

  it("is the rule of every form that takes an address", () => {
    const forms: [string, v.GenericSchema, (email: string) => unknown][] = [
      ["newsletter", newsletterRequestSchema, (email) => ({ email })],
      ["login", loginPayloadSchema.entries.username, (email) => email],
      ["register", registerPayloadSchema.entries.email, (email) => email],
      ["contact", ContactRequestSchema.entries.email, (email) => email],
      ["booking", bookingRequestSchema.entries.email, (email) => email],
    ];
    for (const [form, schema, input] of forms) {
      for (const email of valid) expect(v.safeParse(schema, input(email)).success, `${form}: ${email}`).toBe(true);
      for (const email of invalid) {
        expect(v.safeParse(schema, input(email)).success, `${form}: ${JSON.stringify(email)}`).toBe(false);
      }
    }
  });
});
