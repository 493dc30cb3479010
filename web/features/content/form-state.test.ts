import { describe, expect, it } from "vitest";
import { contentMessages } from "../../../domain/content/messages.ts";
import { checkFields, emptyFields, fromProposal } from "./form-state.ts";

/** The form's fields become a proposal, or each bad field's message on the input that shows it. */
describe("the content form's fields", () => {
  const filled = () => ({
    ...emptyFields(),
    nameEn: "Cape Khoboy",
    descriptionEn: "The northern tip of Olkhon: white cliffs above clear water.",
    highlights: "Seals\n\n Cliffs ",
    distanceKm: "260",
    latitude: "53,41",
    longitude: "107.8",
  });

  it("makes a destination of typed text: lines are highlights, a decimal comma is read", () => {
    const result = checkFields("destination", filled());
    expect("proposal" in result).toBe(true);
    if (!("proposal" in result) || result.proposal.kind !== "destination") return;
    expect(result.proposal.highlights).toEqual(["Seals", "Cliffs"]);
    expect(result.proposal.latitude).toBe(53.41);
    expect(fromProposal(result.proposal).nameEn).toBe("Cape Khoboy");
  });

  it("puts each message on its input", () => {
    const result = checkFields("destination", { ...filled(), nameEn: "", latitude: "", durationMin: "5" });
    expect("errors" in result && result.errors).toMatchObject({
      nameEn: contentMessages.name.id,
      latitude: contentMessages.position.id,
      durationMin: contentMessages.duration.id,
    });
    const trip = checkFields("trip", { ...filled(), startDate: "2027-07-05", endDate: "2027-07-01" });
    expect("errors" in trip && trip.errors).toMatchObject({
      destinationIds: contentMessages.destinations.id,
      endDate: contentMessages.dates.id,
      priceUsd: contentMessages.price.id,
    });
  });
});
