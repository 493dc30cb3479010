import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { InsuranceRequestView } from "../../../domain/insurance/types.ts";
import { newOutboxItem, type OutboxItem } from "../../../domain/outbox/outbox.ts";
import { db } from "../device/db.ts";
import { notify } from "../toast.ts";
import { INSURANCE_PATH, settleInsuranceRequest } from "./insurance-writes.ts";

vi.mock("../toast.ts", () => ({ notify: vi.fn(async () => {}) }));

/** The insurance request's settle handler: a replayed request's quotes come to the device, once. */
const settled = (input: Partial<OutboxItem>): OutboxItem => ({
  ...newOutboxItem({ id: crypto.randomUUID(), kind: "insurance_request", path: INSURANCE_PATH, body: {} }, new Date()),
  ...input,
});

const view = { id: "0b7c3f9e-0000-4000-8000-000000000001", status: "quoted", quotes: [], history: [] };

beforeEach(async () => {
  await Promise.all([db.outbox.clear(), db.insuranceRequests.clear()]);
});
afterEach(() => vi.restoreAllMocks());

describe("the insurance request's settle handler", () => {
  it("fetches a replayed request's quotes into the device, takes it out of the outbox and says it was sent", async () => {
    const fetchMock = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(
        new Response(JSON.stringify(view), { status: 200, headers: { "content-type": "application/json" } }),
      );
    const item = settled({ status: "done", result: { id: view.id, status: "processing" } });
    await db.outbox.put(item);
    await settleInsuranceRequest(item, { foreground: false });
    expect(String(fetchMock.mock.calls[0]?.[0])).toContain(`${INSURANCE_PATH}/${view.id}`);
    expect((await db.insuranceRequests.get(view.id)) as Partial<InsuranceRequestView>).toMatchObject({
      status: "quoted",
    });
    expect(await db.outbox.count()).toBe(0);
    expect(vi.mocked(notify)).toHaveBeenCalledWith(expect.objectContaining({ variant: "success" }));
  });

  it("tells a refusal heard in the background as 'Error submitting quote request', and leaves one the form waits for", async () => {
    const refused = settled({
      status: "failed",
      lastError: { status: 400, message: "Bad", fields: { startDate: "The start cannot be in the past." } },
    });
    await db.outbox.put(refused);
    await settleInsuranceRequest(refused, { foreground: true });
    expect(await db.outbox.count()).toBe(1);
    await settleInsuranceRequest(refused, { foreground: false });
    expect(await db.outbox.count()).toBe(0);
    expect(vi.mocked(notify)).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Error submitting quote request",
        description: "The start cannot be in the past.",
      }),
    );
  });
});
