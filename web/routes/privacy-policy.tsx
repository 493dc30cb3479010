import { createFileRoute } from "@tanstack/react-router";
import { PrivacyPolicyPage } from "../features/pages/privacy-policy-page.tsx";

export const Route = createFileRoute("/privacy-policy")({ component: PrivacyPolicyPage });
