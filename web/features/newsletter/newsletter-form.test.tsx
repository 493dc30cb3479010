import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { act, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { db } from "../../lib/device/db.ts";
import { replayOutboxOnce } from "../../lib/outbox/outbox.ts";
import { notify } from "../../lib/toast.ts";
import NewsletterForm from "./newsletter-form.tsx";

vi.mock("../../lib/toast.ts", () => ({ notify: vi.fn(async () => {}) }));

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const setOnline = (online: boolean) => vi.spyOn(navigator, "onLine", "get").mockReturnValue(online);
const sent = {
  success: true,
  status: "new_subscription",
  message: "We have sent a confirmation link to anna@baikal.ru.",
  requiresConfirmation: true,
  emailSent: true,
};

function renderForm() {
  render(
    <I18nProvider i18n={i18n}>
      <NewsletterForm />
    </I18nProvider>,
  );
  const field = screen.getByPlaceholderText(i18n.locale === "ru" ? "Ваш email" : "Your email") as HTMLInputElement;
  const submit = (value: string) => {
    fireEvent.change(field, { target: { value } });
    fireEvent.submit(field.form as HTMLFormElement);
  };
  return { field, submit, button: () => screen.getByRole("button") as HTMLButtonElement };
}

beforeEach(async () => {
  await db.outbox.clear();
  vi.mocked(notify).mockClear();
});
afterEach(() => vi.restoreAllMocks());

describe("the footer's newsletter form", () => {
  it("names an empty and a malformed address in the spec's Russian, and sends nothing", async () => {
    act(() => i18n.activate("ru"));
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const { submit } = renderForm();
    submit("   ");
    expect((await screen.findByRole("alert")).textContent).toBe("Пожалуйста, введите email адрес");
    submit("anna@baikal");
    expect((await screen.findByRole("alert")).textContent).toBe("Пожалуйста, введите корректный email адрес");
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("sends the trimmed address, spins with the field disabled, then shows the check and the status's toast", async () => {
    setOnline(true);
    let release: (res: Response) => void = () => {};
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const { field, submit, button } = renderForm();
    submit("  anna@baikal.ru ");
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(field.disabled).toBe(true);
    expect(button().getAttribute("aria-label")).toBe("Subscribing…");
    // Kept in the outbox while it is sent, but not listed as waiting for the connection.
    await waitFor(async () => expect(await db.outbox.count()).toBe(1));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText("anna@baikal.ru")).toBeNull();
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe("/api/newsletter/subscribe");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "anna@baikal.ru" });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    expect(headers["Idempotency-Key"]).toMatch(/^[0-9a-f-]{36}$/);

    release(answer(200, sent));
    await waitFor(() => expect(button().getAttribute("data-state")).toBe("done"));
    // Issue 15: the check does not block a second sign-up (it once left the first toast standing).
    expect(button().disabled).toBe(false);
    expect(field.value).toBe("");
    expect(notify).toHaveBeenCalledWith({
      title: "Confirmation sent!",
      description: sent.message,
      variant: "success",
      durationMs: 8000,
    });
  });

  it("says the resent status when the same address is sent again while the check shows", async () => {
    setOnline(true);
    const fetchMock = vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(answer(200, sent));
    const { submit, button } = renderForm();
    submit("anna@baikal.ru");
    await waitFor(() => expect(button().getAttribute("data-state")).toBe("done"));
    fetchMock.mockResolvedValueOnce(answer(200, { ...sent, status: "resent_confirmation" }));
    submit("anna@baikal.ru");
    await waitFor(() =>
      expect(vi.mocked(notify)).toHaveBeenLastCalledWith(
        expect.objectContaining({ title: "Confirmation sent again!" }),
      ),
    );
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("shows a refusal as 'Error' with the server's message, and the field's message under it", async () => {
    setOnline(true);
    vi.spyOn(globalThis, "fetch").mockResolvedValue(
      answer(400, {
        message: "Please check the highlighted fields.",
        code: "invalid_input",
        fields: { email: "Please enter a valid email address" },
      }),
    );
    const { submit, button } = renderForm();
    submit("anna@baikal.ru");
    expect((await screen.findByRole("alert")).textContent).toBe("Please enter a valid email address");
    expect(notify).toHaveBeenCalledWith({
      title: "Error",
      description: "Please check the highlighted fields.",
      variant: "error",
    });
    expect(button().disabled).toBe(false);
    expect(await db.outbox.count()).toBe(0);
  });

  it("offline, keeps the sign-up, lists it, and tells the result once when the replay settles", async () => {
    setOnline(false);
    const fetchMock = vi.spyOn(globalThis, "fetch");
    const { submit } = renderForm();
    submit("sailor@baikal.ru");
    await screen.findByText("sailor@baikal.ru");
    expect(fetchMock).not.toHaveBeenCalled();
    expect(vi.mocked(notify).mock.calls[0]?.[0]).toMatchObject({
      title: "Saved on this device",
      description: "You are offline. We will subscribe sailor@baikal.ru as soon as the connection returns.",
    });

    setOnline(true);
    fetchMock.mockResolvedValue(answer(200, { ...sent, status: "resent_confirmation", emailSent: false }));
    await act(() => replayOutboxOnce());
    await waitFor(() =>
      expect(notify).toHaveBeenLastCalledWith({
        title: "Confirmation sent again!",
        description: sent.message,
        variant: "success",
        durationMs: 8000,
      }),
    );
    await waitFor(() => expect(screen.queryByText("sailor@baikal.ru")).toBeNull());
    expect(await db.outbox.count()).toBe(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(vi.mocked(notify).mock.calls.filter(([input]) => input.title === "Confirmation sent again!")).toHaveLength(
      1,
    );
  });
});
