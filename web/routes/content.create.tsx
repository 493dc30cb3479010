import { createFileRoute } from "@tanstack/react-router";
import * as v from "valibot";
import { ContentCreatePage } from "../features/content/create-page.tsx";

// `?revise=<id>`: a rejected submission of the author's, opened for revision.
const searchSchema = v.object({ revise: v.optional(v.pipe(v.string(), v.uuid())) });

export const Route = createFileRoute("/content/create")({
  validateSearch: searchSchema,
  component: () => <ContentCreatePage revise={Route.useSearch().revise} />,
});
