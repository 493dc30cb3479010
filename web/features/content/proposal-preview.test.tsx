import { i18n } from "@lingui/core";
import { I18nProvider } from "@lingui/react";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import type { ContentProposal } from "../../../domain/content/types.ts";
import { ProposalPreview } from "./proposal-preview.tsx";

/** The moderation view's preview (issue 21): a user's markup is shown as text, never run or parsed. */
const evil = '<script>window.__ran = true</script><img src=x onerror="window.__ran = true">';
const proposal: ContentProposal = {
  kind: "destination",
  name: { en: `Cape ${evil}`, ru: "" },
  description: { en: `Cliffs ${evil}`, ru: "" },
  highlights: [`<b>seals</b>`],
  bestSeason: { from: 6, to: 9 },
  difficulty: "moderate",
  durationDays: { min: 1, max: 3 },
  distanceKm: 260,
  activities: ["nature"],
  latitude: 53.41,
  longitude: 107.8,
};

describe("ProposalPreview", () => {
  it("shows a <script>, an <img> and a <b> a user wrote as text, with no such elements", () => {
    const { container } = render(
      <I18nProvider i18n={i18n}>
        <ProposalPreview proposal={proposal} />
      </I18nProvider>,
    );
    expect(screen.getByRole("heading", { name: `Cape ${evil}` })).toBeTruthy();
    expect(screen.getByText("<b>seals</b>")).toBeTruthy();
    expect(container.querySelector("script, img, b")).toBeNull();
    expect((window as { __ran?: boolean }).__ran).toBeUndefined();
  });
});
