import { createFileRoute } from "@tanstack/react-router";
import { CaptainsPage } from "../features/club/captains-page.tsx";

export const Route = createFileRoute("/captains-club")({
  component: CaptainsPage,
});
