import type { Page } from "playwright-core";

/** Helpers of the newsletter's browser tests: the footer form and the toasts it raises. */

export function footerForm(page: Page) {
  const footer = page.locator("footer");
  return {
    field: footer.locator("input[type=email]"),
    button: footer.locator("form button[type=submit]"),
    alert: footer.getByRole("alert"),
    waiting: footer.getByRole("list", { name: /Waiting for the connection|Ждут связи/ }),
    /** Types the address and presses Enter, as a visitor would. */
    async submit(email: string) {
      await this.field.fill(email);
      await this.field.press("Enter");
    },
  };
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator("[data-sonner-toast]").filter({ hasText: text }).first();

/** How long a toast stayed on the page, from its appearance to its removal, in ms. */
export async function toastLifetime(page: Page, title: string, maxMs = 15_000): Promise<number> {
  const shown = toast(page, title);
  await shown.waitFor();
  const start = Date.now();
  await shown.waitFor({ state: "detached", timeout: maxMs });
  return Date.now() - start;
}

/** The confirmation link of a newsletter e-mail's text. */
export function confirmationLink(text: string): string {
  const link = text.match(/https?:\/\/\S+\/api\/newsletter\/confirm\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`no confirmation link in:\n${text}`);
  return link;
}
