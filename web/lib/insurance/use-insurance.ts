import { useEffect } from "react";
import type { InsuranceRequestView } from "../../../domain/insurance/types.ts";
import type { OutboxItem } from "../../../domain/outbox/outbox.ts";
import { sessionUserAtom } from "../accounts/session.ts";
import { db } from "../device/db.ts";
import { onlineAtom } from "../network.ts";
import { useAtomValue } from "../store.ts";
import { useLiveQuery } from "../use-live-query.ts";
import { refreshInsuranceRequests } from "./insurance-writes.ts";

/**
 * Insurance as the screens see it: the device's copy of the user's requests (newest first), read
 * again from the server when signed in and online, and again every few seconds while one is still
 * being rated; `undefined` while the query runs.
 */
export const PROCESSING_POLL_MS = 3000;

export function useInsuranceRequests(): InsuranceRequestView[] | undefined {
  const user = useAtomValue(sessionUserAtom);
  const online = useAtomValue(onlineAtom);
  const rows = useLiveQuery(() => db.insuranceRequests.orderBy("createdAt").reverse().toArray(), []);
  const processing = (rows ?? []).some((row) => row.status === "processing");
  useEffect(() => {
    if (!user || !online) return;
    void refreshInsuranceRequests();
    if (!processing) return;
    const timer = setInterval(() => void refreshInsuranceRequests(), PROCESSING_POLL_MS);
    return () => clearInterval(timer);
  }, [user, online, processing]);
  return rows;
}

/** Requests still in the outbox (waiting for the connection, a login, or refused). */
export const useWaitingInsurance = () =>
  useLiveQuery(
    async (): Promise<OutboxItem[]> =>
      (await db.outbox.where("kind").equals("insurance_request").sortBy("createdAt")).filter(
        (item) => item.status !== "done",
      ),
    [],
  );

/** What a booking on the device says for the request form (dates, guests, contact, the boat). */
export async function bookingPrefill(bookingId: string) {
  const booking = await db.bookings.get(bookingId);
  if (!booking) return null;
  const yacht = await db.yachts.get(booking.yachtId);
  return { booking, boatType: yacht?.type ?? null };
}
