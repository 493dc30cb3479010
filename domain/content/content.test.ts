import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { destinationBody, tripBody } from "./fixtures.test-support.ts";
import { contentMessages } from "./messages.ts";
import { contentProposalSchema, rejectSchema } from "./proposal.ts";
import { communityId, contentStats, destinationFromProposal, weekOf } from "./publish.ts";
import type { DestinationProposal } from "./types.ts";

const issues = (body: unknown) => {
  const result = v.safeParse(contentProposalSchema, body);
  return result.success ? {} : v.flatten(result.issues).nested;
};

describe("a proposed destination", () => {
  it("takes one language, trims text and drops repeated activities", () => {
    const result = v.parse(contentProposalSchema, destinationBody({ name: { en: "  Cape Khoboy ", ru: "" } }));
    expect(result.kind).toBe("destination");
    if (result.kind !== "destination") return;
    expect(result.name).toEqual({ en: "Cape Khoboy", ru: "" });
    expect(result.activities).toEqual(["nature", "wildlife"]);
  });

  it("names each bad field with its message", () => {
    expect(issues(destinationBody({ name: { en: "", ru: "" } }))).toHaveProperty("name");
    expect(issues(destinationBody({ description: { en: "short", ru: "" } }))).toHaveProperty("description");
    expect(issues(destinationBody({ durationDays: { min: 4, max: 2 } }))).toHaveProperty("durationDays");
    expect(issues(destinationBody({ latitude: 40 }))).toHaveProperty("latitude");
    expect(issues(destinationBody({ difficulty: "extreme" }))).toHaveProperty("difficulty");
    expect(issues(destinationBody({ bestSeason: { from: 0, to: 13 } }))).toHaveProperty(["bestSeason.from"]);
  });

  it("becomes a catalogue destination in both languages with a unique slug", () => {
    const proposal = v.parse(contentProposalSchema, destinationBody()) as DestinationProposal;
    const id = communityId({ en: "", ru: "Мыс Хобой" }, "0f3c2a9e-1111-4222-8333-444455556666");
    expect(id).toBe("mys-khoboy-0f3c2a9e");
    const row = destinationFromProposal(proposal, id);
    expect(row.name).toEqual({ en: "Cape Khoboy", ru: "Cape Khoboy" });
    expect(row.activities.map((a) => a.category)).toEqual(["nature", "wildlife"]);
    expect(row.shortDescription.en.length).toBeLessThanOrEqual(160);
  });
});

describe("a proposed trip package", () => {
  it("is built from destinations and a yacht type", () => {
    const result = v.parse(contentProposalSchema, tripBody());
    expect(result.kind === "trip" && result.destinationIds).toEqual(["olkhon-khuzhir", "ushkany-islands"]);
  });

  it("refuses an end before the start, no destinations and an unknown kind", () => {
    expect(issues(tripBody({ endDate: "2027-06-01" }))).toHaveProperty("endDate");
    expect(issues(tripBody({ destinationIds: [] }))).toHaveProperty("destinationIds");
    expect(v.safeParse(contentProposalSchema, { kind: "essay" }).success).toBe(false);
  });
});

describe("moderation", () => {
  it("refuses a rejection without notes in the spec's words", () => {
    const result = v.safeParse(rejectSchema, { notes: "   " });
    expect(result.success).toBe(false);
    expect(result.issues?.[0]?.message).toBe(contentMessages.rejectionNotesRequired.id);
    expect(contentMessages.rejectionNotesRequired.message).toBe(
      "Rejection Notes Required: Please provide notes explaining why this content is being rejected",
    );
  });

  it("counts per week and takes the median time to a decision", () => {
    const stats = contentStats([
      { status: "pending", createdAt: "2026-11-23T10:00:00Z", decidedAt: null },
      { status: "approved", createdAt: "2026-11-23T10:00:00Z", decidedAt: "2026-11-23T12:00:00Z" },
      { status: "rejected", createdAt: "2026-11-16T10:00:00Z", decidedAt: "2026-11-17T00:00:00Z" },
    ]);
    expect(weekOf("2026-11-29T23:00:00Z")).toBe("2026-11-23");
    expect(stats.pending).toBe(1);
    expect(stats.medianDecisionHours).toBe(8);
    expect(stats.weeks[0]).toEqual({ week: "2026-11-23", submitted: 2, approved: 1, rejected: 0 });
    expect(stats.weeks[1]).toEqual({ week: "2026-11-16", submitted: 1, approved: 0, rejected: 1 });
  });
});
