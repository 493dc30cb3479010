import { createFileRoute } from "@tanstack/react-router";
import { AssistantPage } from "../features/assistant/assistant-page.tsx";

// The spec's second address of the assistant page (section 2): the same conversation.
export const Route = createFileRoute("/chat")({ component: AssistantPage });
