import { describe, expect, it } from "vitest";
import type { PublicUser } from "../../../../domain/accounts/accounts.ts";
import { bm } from "../../../../domain/bookings/messages.ts";
import type { Yacht } from "../../../../domain/catalogue/types.ts";
import { money } from "../../../../domain/shared/money.ts";
import { type Draft, datesBusy, draftPrice, draftRules, initialDraft } from "./draft.ts";

const yacht = {
  id: "sarma",
  listing: "owner",
  capacity: 6,
  captain: "included",
  pricePerDay: money(20_000, "RUB"),
  captainPerDay: null,
} as unknown as Yacht;
const today = "2027-06-01";
const user = { firstName: "Anna", lastName: "Petrova", email: "anna@example.com", phone: null } as PublicUser;
const draft = (over: Partial<Draft> = {}): Draft => ({
  ...initialDraft({ yacht, start: "2027-06-10", end: "2027-06-12", user }),
  phone: "+7 914 555 12 12",
  ...over,
});

describe("the booking form's rules", () => {
  const rules = draftRules(yacht, today, [{ start: "2027-06-20", end: "2027-06-22" }]);

  it("fills the contact from the account and sails with the yacht's own captain", () => {
    expect(draft()).toMatchObject({ contactName: "Anna Petrova", email: "anna@example.com", withCaptain: true });
    expect(rules(draft())).toEqual({});
  });

  it("names the field of each rule the server also checks", () => {
    expect(rules(draft({ guests: 7 }))).toEqual({ guests: bm.guestsOverCapacity });
    expect(rules(draft({ startDate: "2027-05-30" }))).toEqual({ startDate: bm.startPast });
    expect(rules(draft({ endDate: "2027-06-09" }))).toEqual({ endDate: bm.endBeforeStart });
    expect(rules(draft({ withCaptain: false }))).toEqual({ withCaptain: bm.captainRequired });
  });

  it("refuses a range across days the device knows to be busy", () => {
    expect(rules(draft({ startDate: "2027-06-18", endDate: "2027-06-20" }))).toEqual({ startDate: datesBusy.id });
    expect(rules(draft({ startDate: "2027-06-23", endDate: "2027-06-24" }))).toEqual({});
  });

  it("leaves dates not chosen yet to the schema's 'Choose a date.'", () => {
    expect(rules(draft({ startDate: "", endDate: "" }))).toEqual({});
  });

  it("keeps a refused request's details but not its dates", () => {
    const from = { ...draft({ guests: 5, specialRequests: "Late boarding" }), startDate: "", endDate: "" };
    expect(initialDraft({ yacht, user, from })).toMatchObject({
      guests: 5,
      specialRequests: "Late boarding",
      startDate: "",
    });
  });

  it("prices nothing until the dates make a charter", () => {
    expect(draftPrice(yacht, draft({ endDate: "" }))).toBeNull();
    expect(draftPrice(yacht, draft())?.total).toEqual({ amount: 6_000_000, currency: "RUB" });
  });
});
