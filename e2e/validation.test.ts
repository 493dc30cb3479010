import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, newContext } from "./support/browser.ts";
import { type RunningServer, startServer } from "./support/server.ts";

/** Spec section 5 in the forms: each rule's exact message, in English and in Russian. */
let browser: Browser;
let server: RunningServer;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.dispose();
});

async function open(path: string, lang: "en" | "ru"): Promise<Page> {
  const context = await newContext(browser, { serviceWorkers: "block", locale: lang === "ru" ? "ru-RU" : "en-GB" });
  await context.addCookies([{ name: "preferred_language", value: lang, url: server.url }]);
  const page = await context.newPage();
  await page.goto(`${server.url}${path}`);
  return page;
}

/** Types a value, leaves the field, and reads the field's error. */
async function errorAfter(page: Page, label: string, value: string): Promise<string> {
  const field = page.getByLabel(label, { exact: true });
  await field.fill(value);
  await field.blur();
  const id = (await field.getAttribute("aria-describedby"))?.split(" ").find((part) => part.endsWith("-error"));
  if (!id) return "";
  return (await page.locator(`[id="${id}"]`).textContent()) ?? "";
}

const registerCases = {
  en: {
    labels: {
      first: "First name",
      last: "Last name",
      email: "Email",
      password: "Password",
      confirm: "Confirm password",
      customer: /Customer/,
    },
    firstName: "First name must contain at least 2 characters",
    lastName: "Last name must contain at least 2 characters",
    email: "Enter a valid email address",
    min: "Password must contain at least 8 characters",
    upper: "Password must contain at least one uppercase letter",
    digit: "Password must contain at least one digit",
    special: "Password must contain at least one special character",
    mismatch: "Passwords do not match",
    roles: "Select at least one role",
  },
  ru: {
    labels: {
      first: "Имя",
      last: "Фамилия",
      email: "Email",
      password: "Пароль",
      confirm: "Подтвердите пароль",
      customer: /Клиент/,
    },
    firstName: "Имя должно содержать минимум 2 символа",
    lastName: "Фамилия должна содержать минимум 2 символа",
    email: "Введите действительный email адрес",
    min: "Пароль должен содержать минимум 8 символов",
    upper: "Пароль должен содержать хотя бы одну заглавную букву",
    digit: "Пароль должен содержать хотя бы одну цифру",
    special: "Пароль должен содержать хотя бы один специальный символ",
    mismatch: "Пароли не совпадают",
    roles: "Выберите хотя бы одну роль",
  },
} as const;

describe("section 5 in the register form", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`gives each rule its own message (${lang})`, async () => {
      const expected = registerCases[lang];
      const { labels } = expected;
      const page = await open("/auth?tab=register", lang);
      expect(await errorAfter(page, labels.first, "A")).toBe(expected.firstName);
      expect(await errorAfter(page, labels.last, "B")).toBe(expected.lastName);
      expect(await errorAfter(page, labels.email, "anna@")).toBe(expected.email);
      expect(await errorAfter(page, labels.password, "Ba1!")).toBe(expected.min);
      expect(await errorAfter(page, labels.password, "baikal1!x")).toBe(expected.upper);
      expect(await errorAfter(page, labels.password, "Baikal!!x")).toBe(expected.digit);
      expect(await errorAfter(page, labels.password, "Baikal11x")).toBe(expected.special);
      expect(await errorAfter(page, labels.password, "Baikal1!x")).toBe("");
      expect(await errorAfter(page, labels.confirm, "Baikal1!y")).toBe(expected.mismatch);
      await page.getByRole("checkbox", { name: labels.customer }).uncheck();
      await page.getByText(expected.roles).waitFor();
      await page.context().close();
    });
  }
});

describe("section 5 in the login form", () => {
  it("uses the default messages: Required, Invalid email, at least 6 characters (en)", async () => {
    const page = await open("/auth", "en");
    await page.getByRole("button", { name: "Sign In" }).click();
    expect(await page.getByText("Required", { exact: true }).count()).toBe(2);
    expect(await errorAfter(page, "Email", "nope")).toBe("Invalid email");
    expect(await errorAfter(page, "Password", "12345")).toBe("String must contain at least 6 character(s)");
    await page.context().close();
  });

  it("says the same in Russian", async () => {
    const page = await open("/auth", "ru");
    await page.getByRole("button", { name: "Войти", exact: true }).last().click();
    expect(await page.getByText("Обязательное поле", { exact: true }).count()).toBe(2);
    expect(await errorAfter(page, "Email", "nope")).toBe("Неверный email");
    expect(await errorAfter(page, "Пароль", "12345")).toBe("Строка должна содержать не менее 6 символов");
    await page.context().close();
  });
});

describe("section 5 in the forgot-password dialog", () => {
  for (const [lang, forgot, message] of [
    ["en", "Forgot password?", "Please enter a valid email address"],
    ["ru", "Забыли пароль?", "Пожалуйста, введите действительный email адрес"],
  ] as const) {
    it(`asks for a valid e-mail (${lang})`, async () => {
      const page = await open("/auth", lang);
      await page.getByRole("button", { name: forgot }).click();
      const dialog = page.getByRole("dialog");
      await dialog.getByLabel("Email").fill("anna@");
      await dialog.getByLabel("Email").blur();
      await dialog.getByText(message).waitFor();
      await page.context().close();
    });
  }
});
