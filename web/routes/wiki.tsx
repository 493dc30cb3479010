import { createFileRoute } from "@tanstack/react-router";
import { WikiPage } from "../features/pages/wiki-page.tsx";

export const Route = createFileRoute("/wiki")({ component: WikiPage });
