import type { EventDetail } from "./types.ts";

/** An event for the domain's tests; override what a test is about. */
export function sampleEvent(overrides: Partial<EventDetail> = {}): EventDetail {
  return {
    id: "sample",
    title: { en: "Olkhon Cup", ru: "Кубок Ольхона" },
    description: { en: "Two days of racing, with a dinner.", ru: "Два дня гонок и ужин." },
    startDate: "2027-07-10",
    endDate: "2027-07-11",
    location: { en: "Khuzhir, Olkhon", ru: "Хужир, Ольхон" },
    destinationId: "olkhon-khuzhir",
    latitude: 53.19,
    longitude: 107.34,
    category: "regatta",
    type: "handicap",
    region: "baikal",
    maxParticipants: 10,
    participants: 3,
    waitlisted: 0,
    image: null,
    imageUrl: null,
    difficulty: "intermediate",
    entryFee: null,
    boatClasses: ["J/70"],
    sponsor: null,
    prizes: null,
    organizer: { name: { en: "Baikal Sailing Club", ru: "Байкальский яхт-клуб" }, userId: null },
    status: "scheduled",
    commentCount: 0,
    entrants: [],
    comments: [],
    ...overrides,
  };
}
