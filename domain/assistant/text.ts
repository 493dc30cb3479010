import { stemmer as stemEnglish } from "@orama/stemmers/english";
import { stemmer as stemRussian } from "@orama/stemmers/russian";

/**
 * Words of a question, reduced to their stems in either language (Snowball stemmers): "яхту",
 * "яхты" and "яхт" meet, as do "places" and "place". The index and the questions share it.
 */
const CYRILLIC = /[а-яё]/;
// Words that carry no topic; dropping them keeps "what is the ..." from matching every text.
const STOP = new Set(
  (
    "a an and are be can do for from how i in is it me my of on or the to we what which with you your " +
    "there this that about tell please would like me us our any some " +
    "а в во и на по с со к о об у я мы вы мне нам что как где какие какой какая ли для из за до от это " +
    "есть можно расскажите расскажи подскажите подскажи посоветуйте посоветуй пожалуйста хочу хотим"
  ).split(" "),
);

export function stem(word: string): string {
  const lower = word.toLowerCase().replace(/ё/g, "е");
  return CYRILLIC.test(lower) ? stemRussian(lower) : stemEnglish(lower);
}

/** The stems of a text's words, stop words left out. */
export function stems(text: string): string[] {
  const words = text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.filter((word) => word.length > 1 && !STOP.has(word)).map(stem);
}

const numberWords: Record<string, number> = {
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
  twelve: 12,
  двух: 2,
  двоих: 2,
  трех: 3,
  троих: 3,
  четырех: 4,
  четверых: 4,
  пяти: 5,
  пятерых: 5,
  шести: 6,
  шестерых: 6,
  семи: 7,
  восьми: 8,
  десяти: 10,
  двенадцати: 12,
};
const NUMBER = String.raw`(\d{1,2}|[a-zа-яё]+)`;
const toCount = (raw: string | undefined): number | null => {
  if (!raw) return null;
  const n = /^\d+$/.test(raw) ? Number(raw) : numberWords[raw.replace(/ё/g, "е")];
  return n && n > 0 && n <= 50 ? n : null;
};

/** How many people the question is about ("family of 4", "на 6 человек", "нас пятеро"), or null. */
export function guestCount(question: string): { guests: number; family: boolean } | null {
  const q = question.toLowerCase();
  const family = /famil|семь|дет|child|kid/.test(q);
  const patterns = [
    new RegExp(`(?:family|group|party) of ${NUMBER}`),
    new RegExp(`сем(?:ья|ьи|ью|ей) из ${NUMBER}`),
    new RegExp(String.raw`${NUMBER}\s*(?:people|persons|guests|adults|of us|pax|человек|чел|гост|пассажир|взросл)`),
    new RegExp(
      String.raw`(?:for|на|для)\s+${NUMBER}(?![\p{L}\p{N}])(?!\s*(?:day|дн|дня|дней|night|ноч|week|недел|hour|час))`,
      "u",
    ),
  ];
  for (const pattern of patterns) {
    const guests = toCount(pattern.exec(q)?.[1]);
    if (guests) return { guests, family };
  }
  return null;
}

/** A budget in major units ("under 40,000 RUB", "до 30 000 ₽", "budget $5k"), or null. */
export function budget(question: string): { major: number; currency: "RUB" | "USD" } | null {
  const q = question.toLowerCase().replace(/(\d)[\s\u00a0,](?=\d{3}\b)/g, "$1");
  const match =
    /(?:under|below|up to|at most|max(?:imum)?|budget(?: of| is)?|within|до|не дороже|бюджет(?:ом)?|в пределах)\s*\$?\s*(\d+(?:[.,]\d+)?)\s*(k|к|тыс[а-я.]*)?\s*(\$|usd|dollars?|долл[а-я]*|₽|rub|руб[а-я.]*|р\.?)?/.exec(
      q,
    );
  if (!match?.[1]) return null;
  const major = Number(match[1].replace(",", ".")) * (match[2] ? 1000 : 1);
  const currency = /\$|usd|dollar|долл/.test(`${match[0]}`) ? "USD" : "RUB";
  return Number.isFinite(major) && major > 0 ? { major, currency } : null;
}
