import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { NEWSLETTER_MAILS_PER_DAY } from "../../domain/newsletter/newsletter.ts";
import { newsletterSubscriptions, outgoingMessages } from "../db/schema/index.ts";
import { json, lastMail, register, uniqueEmail } from "../test/accounts.ts";
import { startSmtpSink } from "../test/smtp-sink.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** The double opt-in over a real SMTP server on loopback, and without one (mail only stored). */
let sink: Awaited<ReturnType<typeof startSmtpSink>>;
let smtp: TestApp;
let stored: TestApp;

beforeAll(async () => {
  sink = await startSmtpSink();
  [smtp, stored] = await Promise.all([createTestApp({ SMTP_URL: sink.url }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([smtp?.close(), stored?.close()]);
  await sink?.close();
});

const subscribe = (t: TestApp, email: string, headers: Record<string, string> = {}) =>
  t.request("/api/newsletter/subscribe", json({ email }, headers));
const rows = (t: TestApp, email: string) =>
  t.database.db
    .select()
    .from(newsletterSubscriptions)
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);
const mailsTo = (t: TestApp, email: string) =>
  t.database.db.select().from(outgoingMessages).where(eq(outgoingMessages.to, email));
const linkIn = (text: string) => {
  const link = text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
};
/** Opens the e-mailed link as the app would be reached: path and query only. */
const open = async (t: TestApp, link: string) => {
  const url = new URL(link);
  const res = await t.request(`${url.pathname}${url.search}`);
  return { status: res.status, location: res.headers.get("location") };
};
/** As if the last mail went out `minutes` ago. */
const age = (t: TestApp, email: string, minutes: number) =>
  t.database.db
    .update(newsletterSubscriptions)
    .set({ lastMailAt: sql`last_mail_at - make_interval(mins => ${minutes})` })
    .where(sql`lower(${newsletterSubscriptions.email}) = lower(${email})`);

describe("a new address", () => {
  it("is stored pending and mailed a confirmation link over SMTP: new_subscription, emailSent", async () => {
    const email = uniqueEmail("news");
    const res = await subscribe(smtp, email);
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({
      success: true,
      status: "new_subscription",
      message: `We have sent a confirmation link to ${email}. Please open it to complete your subscription.`,
      requiresConfirmation: true,
      emailSent: true,
    });
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe("Confirm your subscription to the Baikal Yachts newsletter");
    const token = new URL(linkIn(mail.text)).searchParams.get("token") ?? "";

    const [row] = await rows(smtp, email);
    expect(row).toMatchObject({ status: "pending", locale: "en", confirmedAt: null });
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row?.tokenHash).not.toContain(token);
    // Sent, so the log keeps no live link.
    const [logged] = await mailsTo(smtp, email);
    expect(logged).toMatchObject({ template: "newsletter_confirm", status: "sent" });
    expect(logged?.body).not.toContain(token);
  });

  it("answers and mails in Russian when the request is Russian", async () => {
    const email = uniqueEmail("novosti");
    const res = await subscribe(smtp, email, { "accept-language": "ru-RU,ru;q=0.9" });
    expect((await res.json()).message).toBe(
      `Мы отправили ссылку для подтверждения на ${email}. Откройте её, чтобы завершить подписку.`,
    );
    const mail = await sink.waitFor(email);
    expect(mail.subject).toBe("Подтвердите подписку на рассылку «Яхты Байкала»");
    expect(mail.text).toContain("Ссылка действует 7 дней");
    expect((await rows(smtp, email))[0]?.locale).toBe("ru");
  });

  it("without SMTP is kept with the link for the admins: emailSent false, the mail system is being set up", async () => {
    const email = uniqueEmail("nosmtp");
    const body = await (await subscribe(stored, email)).json();
    expect(body).toMatchObject({ status: "new_subscription", requiresConfirmation: true, emailSent: false });
    expect(body.message).toMatch(/mail system is being set up/);
    const logged = await lastMail(stored, email);
    expect(logged).toMatchObject({ template: "newsletter_confirm", status: "stored" });
    // The only copy an admin can pass on keeps its link, and the link works.
    expect((await open(stored, linkIn(logged?.body ?? ""))).location).toBe("/newsletter?result=confirmed");
  });

  it("is kept when the SMTP server cannot be reached, and says so", async () => {
    const broken = await createTestApp({ SMTP_URL: "smtp://127.0.0.1:9" });
    try {
      const email = uniqueEmail("unreachable");
      const body = await (await subscribe(broken, email)).json();
      expect(body).toMatchObject({ status: "new_subscription", requiresConfirmation: true, emailSent: false });
      expect(body.message).toMatch(/could not be sent/);
      expect((await rows(broken, email))[0]?.status).toBe("pending");
      expect((await lastMail(broken, email))?.status).toBe("failed");
    } finally {
      await broken.close();
    }
  });
});

describe("a pending address", () => {
  it("is not mailed twice within a minute, then gets a fresh link and the old one stops working", async () => {
    const email = uniqueEmail("again");
    await subscribe(smtp, email);
    const firstLink = linkIn((await sink.waitFor(email)).text);

    const soon = await (await subscribe(smtp, `  ${email.toUpperCase()} `)).json();
    expect(soon).toMatchObject({ status: "resent_confirmation", requiresConfirmation: true, emailSent: false });
    expect(soon.message).toMatch(/a short while ago/);
    expect(await mailsTo(smtp, email)).toHaveLength(1);

    await age(smtp, email, 2);
    const later = await (await subscribe(smtp, email)).json();
    expect(later).toMatchObject({ status: "resent_confirmation", requiresConfirmation: true, emailSent: true });
    const secondLink = linkIn((await sink.waitFor(email, (mail) => !mail.text.includes(firstLink))).text);
    expect(secondLink).not.toBe(firstLink);
    expect(await rows(smtp, email)).toHaveLength(1);

    expect((await open(smtp, firstLink)).location).toBe("/newsletter?result=invalid");
    expect(await open(smtp, secondLink)).toEqual({ status: 303, location: "/newsletter?result=confirmed" });
  });

  it("is mailed at most five times a day", async () => {
    const email = uniqueEmail("patient");
    const answers = [];
    for (let i = 0; i < NEWSLETTER_MAILS_PER_DAY + 2; i += 1) {
      answers.push((await (await subscribe(stored, email)).json()).status);
      await age(stored, email, 5);
    }
    expect(answers[0]).toBe("new_subscription");
    expect(new Set(answers.slice(1))).toEqual(new Set(["resent_confirmation"]));
    expect(await mailsTo(stored, email)).toHaveLength(NEWSLETTER_MAILS_PER_DAY);
  });
});

describe("the confirmation link", () => {
  it("confirms once, then reads as already confirmed; a confirmed address answers already_confirmed", async () => {
    const email = uniqueEmail("confirm");
    await subscribe(smtp, email);
    const link = linkIn((await sink.waitFor(email)).text);
    expect(await open(smtp, link)).toEqual({ status: 303, location: "/newsletter?result=confirmed" });
    const [row] = await rows(smtp, email);
    expect(row?.status).toBe("confirmed");
    expect(row?.confirmedAt).toBeInstanceOf(Date);
    expect((await open(smtp, link)).location).toBe("/newsletter?result=already");

    const again = await subscribe(smtp, email, { "accept-language": "ru" });
    expect(await again.json()).toEqual({
      success: true,
      status: "already_confirmed",
      message: `${email} уже подписан на нашу рассылку.`,
      requiresConfirmation: false,
      emailSent: false,
    });
    expect(await mailsTo(smtp, email)).toHaveLength(1);
  });

  it("refuses an unknown, a missing and an expired token", async () => {
    expect((await open(smtp, "http://x/api/newsletter/confirm?token=nope")).location).toBe(
      "/newsletter?result=invalid",
    );
    expect((await smtp.request("/api/newsletter/confirm")).headers.get("location")).toBe("/newsletter?result=invalid");
    const email = uniqueEmail("late");
    await subscribe(smtp, email);
    const link = linkIn((await sink.waitFor(email)).text);
    await smtp.database.db
      .update(newsletterSubscriptions)
      .set({ tokenExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(newsletterSubscriptions.email, email));
    expect((await open(smtp, link)).location).toBe("/newsletter?result=expired");
    expect((await rows(smtp, email))[0]?.status).toBe("pending");
  });
});

describe("an account holder", () => {
  it("whose own address is verified is subscribed at once, without a link", async () => {
    const { cookie, email } = await register(stored);
    const verification = (await lastMail(stored, email))?.body.match(/verify-email\?token=([\w-]+)/)?.[1];
    expect((await stored.request("/api/verify-email", json({ token: verification }))).status).toBe(200);
    const before = (await mailsTo(stored, email)).length;

    const body = await (await subscribe(stored, email, { cookie })).json();
    expect(body).toMatchObject({ status: "new_subscription", requiresConfirmation: false, emailSent: false });
    expect((await rows(stored, email))[0]?.status).toBe("confirmed");
    expect(await mailsTo(stored, email)).toHaveLength(before);

    // Another address of theirs still needs its link.
    const other = await (await subscribe(stored, uniqueEmail("other"), { cookie })).json();
    expect(other).toMatchObject({ status: "new_subscription", requiresConfirmation: true });
  });
});
