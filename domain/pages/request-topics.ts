import type { Localized } from "../shared/localized.ts";

/**
 * What a concierge or special event request is about (decision record 078): a contact request
 * (POST /api/contact-requests) carries one of these as its `topic`, so the team's Requests tab and
 * the e-mails name it. The codes are stored; the titles are shown.
 */
export const conciergeTopics = [
  "concierge-transfer",
  "concierge-hotel",
  "concierge-guide",
  "concierge-equipment",
  "concierge-photographer",
] as const;
export const specialEventTopics = ["event-wedding", "event-corporate", "event-birthday"] as const;
export const requestTopics = [...conciergeTopics, ...specialEventTopics] as const;
export type RequestTopic = (typeof requestTopics)[number];

export function isRequestTopic(value: unknown): value is RequestTopic {
  return (requestTopics as readonly unknown[]).includes(value);
}

export const topicTitles: Record<RequestTopic, Localized> = {
  "concierge-transfer": { en: "Transfer from Irkutsk", ru: "Трансфер из Иркутска" },
  "concierge-hotel": { en: "Hotel or guest house", ru: "Гостиница или гостевой дом" },
  "concierge-guide": { en: "Guide", ru: "Гид" },
  "concierge-equipment": { en: "Equipment rental", ru: "Прокат снаряжения" },
  "concierge-photographer": { en: "Photographer", ru: "Фотограф" },
  "event-wedding": { en: "Wedding on board", ru: "Свадьба на борту" },
  "event-corporate": { en: "Corporate charter", ru: "Корпоративный чартер" },
  "event-birthday": { en: "Birthday on board", ru: "День рождения на борту" },
};
