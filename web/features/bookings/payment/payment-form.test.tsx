import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Booking } from "../../../../domain/bookings/types.ts";
import { db } from "../../../lib/device/db.ts";
import { Provider, store } from "../../../lib/store.ts";
import { PaymentForm } from "./payment-form.tsx";

const booking = {
  id: "b-1",
  kind: "request",
  total: { amount: 13_500_000, currency: "RUB" },
  paymentStatus: "pending",
  updatedAt: "2027-06-01T00:00:00.000Z",
} as Booking;
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function renderForm(onPaid = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <Provider store={store}>
        <PaymentForm booking={booking} onPaid={onPaid} />
      </Provider>
    </I18nProvider>,
  );
  return onPaid;
}
const pay = () => fireEvent.click(screen.getByRole("button", { name: /^Pay RUB\s135,000$/ }));

afterEach(() => vi.restoreAllMocks());

describe("the test card form", () => {
  it("checks the card as the server does before sending anything", async () => {
    const fetchMock = vi.spyOn(globalThis, "fetch");
    renderForm();
    fireEvent.change(screen.getByLabelText("Card number"), { target: { value: "4242 4242 4242 4241" } });
    fireEvent.change(screen.getByLabelText(/Expiry/), { target: { value: "13/30" } });
    pay();
    await screen.findByText("Enter a valid card number.");
    expect(screen.getByText("Enter the expiry date as MM/YY.")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("says a declined card plainly, then pays with the other test card, once per press", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValueOnce(json(200, { paymentId: "p-1", paymentStatus: "failed", booking }))
      .mockResolvedValueOnce(
        json(200, { paymentId: "p-2", paymentStatus: "paid", booking: { ...booking, paymentStatus: "paid" } }),
      );
    const onPaid = renderForm();
    fireEvent.click(screen.getByRole("button", { name: /4000 0000 0000 0002/ }));
    pay();
    await screen.findByText("The card was declined. Try another card.");
    expect(onPaid).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole("button", { name: /4242 4242 4242 4242/ }));
    pay();
    await waitFor(() => expect(onPaid).toHaveBeenCalledWith(expect.objectContaining({ paymentStatus: "paid" })));
    const keys = fetchMock.mock.calls.map(
      ([, init]) => (init?.headers as Record<string, string> | undefined)?.["Idempotency-Key"],
    );
    expect(new Set(keys).size).toBe(2);
    expect(JSON.parse(String(fetchMock.mock.calls[1]?.[1]?.body))).toEqual({
      method: "test_card",
      cardNumber: "4242 4242 4242 4242",
    });
    expect((await db.bookings.get("b-1"))?.paymentStatus).toBe("paid");
  });
});
