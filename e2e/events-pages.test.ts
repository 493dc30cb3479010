import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { addDays } from "../domain/catalogue/availability.ts";
import { monthOf, shiftMonth } from "../domain/events/calendar.ts";
import type { EventSummary } from "../domain/events/types.ts";
import { PASSWORD, type Registered, registerViaApi } from "./support/accounts.ts";
import { signIn } from "./support/bookings.ts";
import { launchBrowser, newContext } from "./support/browser.ts";
import { lakeTodayNow } from "./support/dates.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/** Issue 16: the events page's filters and month grid in both languages; joining, the waitlist, leaving. */
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

const cards = (page: Page) => page.getByTestId("event-card");
const monthName = (month: string, locale: string) =>
  new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(
    new Date(`${month}-01T00:00:00Z`),
  );

const texts = {
  en: { category: "Category", regatta: "Regatta", past: "Past", month: "Month", next: "Next month", intl: "en-GB" },
  ru: {
    category: "Категория",
    regatta: "Регата",
    past: "Прошедшие",
    month: "Месяц",
    next: "Следующий месяц",
    intl: "ru-RU",
  },
} as const;

describe("the events page", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`filters by category and by past, and shows the month grid (${lang})`, async () => {
      const all = (await (await fetch(`${server.url}/api/events?when=all`)).json()) as EventSummary[];
      const words = texts[lang];
      const context = await newContext(browser, { locale: lang === "ru" ? "ru-RU" : "en-GB" });
      const page = await context.newPage();
      try {
        await page.goto(`${server.url}/events`);
        await cards(page).first().waitFor();
        const upcoming = all.filter((e) => e.endDate >= lakeTodayNow());
        await expect.poll(() => cards(page).count()).toBe(upcoming.length);

        await page.getByLabel(words.category).selectOption("regatta");
        await expect.poll(() => cards(page).count()).toBe(upcoming.filter((e) => e.category === "regatta").length);
        for (const card of await cards(page).all()) expect(await card.textContent()).toContain(words.regatta);

        await page.getByLabel(words.category).selectOption("");
        await page.getByRole("tab", { name: words.past }).click();
        const past = all.filter((e) => e.endDate < lakeTodayNow());
        await expect.poll(() => cards(page).count()).toBe(past.length);
        expect(new URL(page.url()).searchParams.get("when")).toBe("past");

        await page.getByRole("button", { name: words.month }).click();
        const month = monthOf(lakeTodayNow());
        const heading = page.getByTestId("calendar-month");
        await expect.poll(() => heading.textContent()).toBe(monthName(month, words.intl));
        await page.getByRole("button", { name: words.next }).click();
        await expect.poll(() => heading.textContent()).toBe(monthName(shiftMonth(month, 1), words.intl));

        // A month with the ice regatta shows it on each of its days.
        const ice = all.find((e) => e.id === "baikal-ice-regatta");
        if (!ice) throw new Error("no ice regatta in the seed");
        await page.goto(`${server.url}/events?view=month&month=${monthOf(ice.startDate)}`);
        const title = lang === "ru" ? ice.title.ru : ice.title.en;
        await expect.poll(() => page.locator("table").getByRole("link", { name: title }).count()).toBe(3);
        await page.locator(`td[data-date="${ice.startDate}"]`).getByRole("link", { name: title }).click();
        await page.getByRole("heading", { level: 1, name: title }).waitFor();
      } finally {
        await context.close();
      }
    });
  }
});

async function organise(captain: Registered, maxParticipants: number): Promise<string> {
  const start = addDays(lakeTodayNow(), 30);
  const res = await fetch(`${server.url}/api/events`, {
    method: "POST",
    headers: { "content-type": "application/json", cookie: captain.cookie },
    body: JSON.stringify({
      title: `Waitlist race ${Date.now()}`,
      description: "A race with one place, to test the waitlist.",
      startDate: start,
      endDate: start,
      location: "Listvyanka",
      destinationId: "listvyanka",
      category: "race",
      type: "handicap",
      region: "baikal",
      difficulty: "beginner",
      maxParticipants,
    }),
  });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

const apiJoin = (id: string, who: Registered, method: "POST" | "DELETE") =>
  fetch(`${server.url}/api/events/${id}/join`, {
    method,
    headers: { "content-type": "application/json", cookie: who.cookie, "idempotency-key": crypto.randomUUID() },
    ...(method === "POST" ? { body: "{}" } : {}),
  });

describe("joining an event", () => {
  it("puts the one too many on the waitlist, moves them up when a place frees, and lets them leave", async () => {
    const captain = await registerViaApi(server.url, { roles: ["captain"], firstName: "Ivan" });
    const first = await registerViaApi(server.url, { firstName: "Boris" });
    const second = await registerViaApi(server.url, { firstName: "Vera" });
    const id = await organise(captain, 1);
    expect((await apiJoin(id, first, "POST")).status).toBe(201);
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, server.url, second.email, PASSWORD, second.firstName);
      await page.goto(`${server.url}/events/${id}`);
      await page.getByTestId("places").getByText("Full").waitFor();
      await page.getByRole("button", { name: "Join the waitlist" }).click();
      await page.getByTestId("join-status").getByText("you are on the waitlist").waitFor();

      expect((await apiJoin(id, first, "DELETE")).status).toBe(200);
      await page.reload();
      await page.getByTestId("join-status").getByText("You have joined this event.").waitFor({ timeout: 20_000 });
      await page.getByTestId("entrants").getByText("Vera").waitFor({ timeout: 20_000 });

      await page.getByRole("button", { name: "Leave the event" }).click();
      await page.getByRole("button", { name: "Join", exact: true }).waitFor();
      await page.getByTestId("places").getByText("1 of 1 places left").waitFor();
    } finally {
      await context.close();
    }
  });
});

describe("organising an event", () => {
  it("lets a captain create, edit and cancel an event through the form; a customer sees no button", async () => {
    const captain = await registerViaApi(server.url, { roles: ["captain"], firstName: "Ivan" });
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      await signIn(page, server.url, captain.email, PASSWORD, captain.firstName);
      await page.goto(`${server.url}/events`);
      await page.getByRole("link", { name: "Create an event" }).click();
      const start = addDays(lakeTodayNow(), 40);
      const title = `Harbour sprint ${Date.now()}`;
      await page.getByLabel("Title").fill(title);
      await page.getByLabel("Description").fill("Short races in the harbour for every boat.");
      await page.getByLabel("Starts").fill(start);
      await page.getByLabel("Ends").fill(addDays(start, -1));
      await page.getByLabel("Place", { exact: true }).fill("Listvyanka harbour");
      await page.getByRole("button", { name: "Create the event" }).click();
      await page.getByText("The end cannot be before the start.").waitFor();
      await page.getByLabel("Ends").fill(start);
      await page.getByRole("button", { name: "Create the event" }).click();
      await page.getByRole("heading", { level: 1, name: title }).waitFor();

      await page.getByRole("link", { name: "Edit" }).click();
      await page.getByLabel("Title").fill(`${title} (edited)`);
      await page.getByRole("button", { name: "Save changes" }).click();
      await page.getByRole("heading", { level: 1, name: `${title} (edited)` }).waitFor();

      await page.getByRole("button", { name: "Cancel the event" }).click();
      await page.getByRole("button", { name: "Yes, cancel the event" }).click();
      await page.getByTestId("join-closed").getByText("This event is cancelled").waitFor();
    } finally {
      await context.close();
    }
    const customer = await registerViaApi(server.url, { firstName: "Olga" });
    const other = await newContext(browser);
    const customerPage = await other.newPage();
    try {
      await signIn(customerPage, server.url, customer.email, PASSWORD, customer.firstName);
      await customerPage.goto(`${server.url}/events`);
      await cards(customerPage).first().waitFor();
      expect(await customerPage.getByRole("link", { name: "Create an event" }).count()).toBe(0);
    } finally {
      await other.close();
    }
  });
});

describe("the ways in", () => {
  it("leads from the home page's tile, the footer and the breadcrumbs to the events page", async () => {
    const context = await newContext(browser);
    const page = await context.newPage();
    try {
      const heading = page.getByRole("heading", { level: 1, name: "Events and regattas" });
      await page.goto(`${server.url}/`);
      await page.locator('main a[href="/events"]').first().click();
      await heading.waitFor();
      await page.goto(`${server.url}/contact`);
      await page.getByRole("contentinfo").getByRole("link", { name: "Events", exact: true }).click();
      await heading.waitFor();
      await cards(page).first().getByRole("link").click();
      await page.getByRole("navigation", { name: "Breadcrumbs" }).getByRole("link", { name: "Events" }).click();
      await heading.waitFor();
    } finally {
      await context.close();
    }
  });
});
