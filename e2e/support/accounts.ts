import type { Page } from "playwright-core";

/** People for browser tests: registered over the API (as another device would), logged in through the UI. */
export const PASSWORD = "Baikal1!sail";

let counter = 0;
export function uniqueEmail(prefix = "sailor"): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}.${counter}@example.com`;
}

export type Registered = { id: string; email: string; firstName: string; cookie: string };

export async function registerViaApi(baseUrl: string, overrides: Record<string, unknown> = {}): Promise<Registered> {
  const body = {
    firstName: "Anna",
    lastName: "Petrova",
    email: uniqueEmail(),
    roles: ["customer"],
    password: PASSWORD,
    ...overrides,
  };
  const res = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  const user = await res.json();
  const cookie = (res.headers.getSetCookie()[0] ?? "").split(";")[0] ?? "";
  return { id: user.id, email: user.email, firstName: user.firstName, cookie };
}

export async function loginInBrowser(page: Page, baseUrl: string, email: string, password = PASSWORD, path = "/auth") {
  await page.goto(`${baseUrl}${path}`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

/** What the page's own fetch gets from the API, with the page's cookies. */
export function apiStatus(page: Page, path: string, method = "GET"): Promise<number> {
  return page.evaluate(
    async ([url, verb]) => (await fetch(url as string, { method: verb as string, credentials: "include" })).status,
    [path, method],
  );
}
