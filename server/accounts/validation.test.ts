import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { json, STRONG_PASSWORD } from "../test/accounts.ts";
import { createTestApp, type TestApp } from "../test/test-app.ts";

/** Spec section 5 from the server: every rule answers 400 with its exact message, in en and ru. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const registration = {
  firstName: "Anna",
  lastName: "Petrova",
  email: "anna@example.com",
  roles: ["customer"],
  password: STRONG_PASSWORD,
};

type Case = { path: string; body: Record<string, unknown>; field: string; en: string; ru: string };
const cases: Case[] = [
  {
    path: "/api/login",
    body: { username: "", password: "123456" },
    field: "username",
    en: "Required",
    ru: "Обязательное поле",
  },
  {
    path: "/api/login",
    body: { username: "x@", password: "123456" },
    field: "username",
    en: "Invalid email",
    ru: "Неверный email",
  },
  {
    path: "/api/login",
    body: { username: "a@b.ru", password: "12345" },
    field: "password",
    en: "String must contain at least 6 character(s)",
    ru: "Строка должна содержать не менее 6 символов",
  },
  {
    path: "/api/forgot-password",
    body: { email: "x@" },
    field: "email",
    en: "Please enter a valid email address",
    ru: "Пожалуйста, введите действительный email адрес",
  },
  {
    path: "/api/reset-password",
    body: { email: "a@b.ru", code: "123", newPassword: "123456" },
    field: "code",
    en: "Verification code must be at least 6 characters",
    ru: "Код подтверждения должен содержать не менее 6 символов",
  },
  {
    path: "/api/reset-password",
    body: { email: "a@b.ru", code: "123456", newPassword: "12345" },
    field: "newPassword",
    en: "Password must be at least 6 characters",
    ru: "Пароль должен содержать не менее 6 символов",
  },
  {
    path: "/api/register",
    body: { ...registration, firstName: "A" },
    field: "firstName",
    en: "First name must contain at least 2 characters",
    ru: "Имя должно содержать минимум 2 символа",
  },
  {
    path: "/api/register",
    body: { ...registration, lastName: "B" },
    field: "lastName",
    en: "Last name must contain at least 2 characters",
    ru: "Фамилия должна содержать минимум 2 символа",
  },
  {
    path: "/api/register",
    body: { ...registration, email: "anna@" },
    field: "email",
    en: "Enter a valid email address",
    ru: "Введите действительный email адрес",
  },
  {
    path: "/api/register",
    body: { ...registration, password: "Ba1!" },
    field: "password",
    en: "Password must contain at least 8 characters",
    ru: "Пароль должен содержать минимум 8 символов",
  },
  {
    path: "/api/register",
    body: { ...registration, password: "baikal1!x" },
    field: "password",
    en: "Password must contain at least one uppercase letter",
    ru: "Пароль должен содержать хотя бы одну заглавную букву",
  },
  {
    path: "/api/register",
    body: { ...registration, password: "Baikal!!x" },
    field: "password",
    en: "Password must contain at least one digit",
    ru: "Пароль должен содержать хотя бы одну цифру",
  },
  {
    path: "/api/register",
    body: { ...registration, password: "Baikal11x" },
    field: "password",
    en: "Password must contain at least one special character",
    ru: "Пароль должен содержать хотя бы один специальный символ",
  },
  {
    path: "/api/register",
    body: { ...registration, roles: [] },
    field: "roles",
    en: "Select at least one role",
    ru: "Выберите хотя бы одну роль",
  },
];

describe("validation messages from the server", () => {
  for (const lang of ["en", "ru"] as const) {
    it(`names each bad field with the section 5 message (${lang})`, async () => {
      for (const item of cases) {
        const res = await t.request(item.path, json(item.body, { "accept-language": lang }));
        expect(res.status, `${item.path} ${item.field}`).toBe(400);
        const body = await res.json();
        expect(body.code).toBe("invalid_input");
        expect(body.fields[item.field], `${item.path} ${JSON.stringify(item.body)}`).toBe(item[lang]);
      }
    });
  }

  it("translates 'Passwords do not match' from the shared schema (confirmPassword is never sent)", async () => {
    // confirmPassword never reaches the server (section 3); the shared form schema gives the message.
    const { changePasswordFormSchema, fieldErrors } = await import("../../domain/accounts/auth-schemas.ts");
    const { translateId } = await import("../http/i18n.ts");
    const fields = fieldErrors(changePasswordFormSchema, {
      currentPassword: "x",
      newPassword: STRONG_PASSWORD,
      confirmPassword: "other",
    });
    expect(translateId("en", fields.confirmPassword ?? "")).toBe("Passwords do not match");
    expect(translateId("ru", fields.confirmPassword ?? "")).toBe("Пароли не совпадают");
  });
});
