import { createFileRoute } from "@tanstack/react-router";
import { PaymentTestPage } from "../features/bookings/payment/payment-test-page.tsx";

export const Route = createFileRoute("/payment-test")({
  component: PaymentTestPage,
});
