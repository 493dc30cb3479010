import { createFileRoute } from "@tanstack/react-router";
import { ModerationPage } from "../features/content/moderation-page.tsx";

// Its own address beside /admin (spec section 2), outside the admin dashboard's layout.
export const Route = createFileRoute("/admin_/content/sandbox")({
  component: ModerationPage,
});
