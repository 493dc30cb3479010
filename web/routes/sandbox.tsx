import { createFileRoute } from "@tanstack/react-router";
import { SandboxPage } from "../features/content/sandbox-page.tsx";

export const Route = createFileRoute("/sandbox")({
  component: SandboxPage,
});
