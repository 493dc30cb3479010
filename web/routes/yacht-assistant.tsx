import { createFileRoute } from "@tanstack/react-router";
import { AssistantPage } from "../features/assistant/assistant-page.tsx";

export const Route = createFileRoute("/yacht-assistant")({ component: AssistantPage });
