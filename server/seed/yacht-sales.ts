import { eq, sql } from "drizzle-orm";
import type { Db } from "../db/client.ts";
import { appMeta, yachtSales } from "../db/schema/index.ts";
import { excludedSet } from "./seed.ts";

/**
 * The yachts for sale the portal's admins list at start (issue 24), applied once per
 * YACHT_SALES_SEED_VERSION as upserts, like the home content. No seller: enquiries go to the team.
 */
export const YACHT_SALES_SEED_VERSION = 1;
const META_KEY = "yacht_sales_seed";

export const yachtSaleSeeds: (typeof yachtSales.$inferInsert)[] = [
  {
    id: "bavaria-cruiser-37-veter",
    name: "Veter (Bavaria Cruiser 37)",
    type: "sail_yacht",
    yearBuilt: 2016,
    lengthM: 11.3,
    cabins: 3,
    berths: 7,
    engine: { en: "Volvo Penta D1-30, 29 hp, 1,450 hours", ru: "Volvo Penta D1-30, 29 л. с., 1450 моточасов" },
    location: { en: "Listvyanka, southern Baikal", ru: "Листвянка, южный Байкал" },
    description: {
      en: "A well-kept family cruiser that has sailed Baikal for eight seasons. New mainsail (2024), furling genoa, autopilot, chartplotter, heater for cold nights, dinghy with outboard. Registered with GIMS; winter storage in Irkutsk paid until May.",
      ru: "Ухоженный семейный крейсер, восемь сезонов на Байкале. Новый грот (2024), генуя на закрутке, автопилот, картплоттер, отопитель для холодных ночей, тузик с мотором. Зарегистрирована в ГИМС; зимнее хранение в Иркутске оплачено до мая.",
    },
    priceMinor: 9_800_000 * 100,
    images: ["yachts/verkhovik-1", "yachts/verkhovik-2"],
    listedAt: new Date("2026-10-12T03:00:00Z"),
  },
  {
    id: "lagoon-42-olkhon",
    name: "Olkhon (Lagoon 42)",
    type: "catamaran",
    yearBuilt: 2019,
    lengthM: 12.8,
    cabins: 4,
    berths: 10,
    engine: { en: "2 × Yanmar 57 hp, 900 hours", ru: "2 × Yanmar 57 л. с., 900 моточасов" },
    location: { en: "Sakhyurta marina, Maloye More", ru: "Марина Сахюрта, Малое Море" },
    description: {
      en: "A charter-ready catamaran with four double cabins, solar panels, a watermaker and a generator. Full safety kit for 12, VHF, liferaft serviced in 2026. Sold with its charter calendar for next season.",
      ru: "Готовый к чартеру катамаран с четырьмя двухместными каютами, солнечными панелями, опреснителем и генератором. Полный комплект безопасности на 12 человек, УКВ, спасательный плот обслужен в 2026 году. Продаётся с чартерным календарём на следующий сезон.",
    },
    priceMinor: 38_500_000 * 100,
    images: ["yachts/barguzin-1", "yachts/barguzin-2"],
    listedAt: new Date("2026-11-02T03:00:00Z"),
  },
  {
    id: "princess-v48-angara",
    name: "Angara (Princess V48)",
    type: "motor_yacht",
    yearBuilt: 2011,
    lengthM: 14.9,
    cabins: 2,
    berths: 5,
    engine: { en: "2 × Volvo Penta IPS 600, 1,900 hours", ru: "2 × Volvo Penta IPS 600, 1900 моточасов" },
    location: { en: "Port Baikal", ru: "Порт Байкал" },
    description: {
      en: "A fast motor yacht for day trips from Listvyanka to Olkhon in one run. Teak deck, bow thruster, two cabins and a saloon for eight, hardtop for Baikal's rain. Engines serviced every season by the dealer in Irkutsk.",
      ru: "Быстрая моторная яхта для однодневных выходов из Листвянки до Ольхона за один переход. Тиковая палуба, подруливающее устройство, две каюты и салон на восемь человек, жёсткий тент от байкальских дождей. Двигатели каждый сезон обслуживает дилер в Иркутске.",
    },
    priceMinor: 24_000_000 * 100,
    images: ["yachts/aurora-1", "yachts/aurora-2"],
    listedAt: new Date("2026-09-20T03:00:00Z"),
  },
];

export async function seedYachtSales(db: Db): Promise<boolean> {
  const [row] = await db.select().from(appMeta).where(eq(appMeta.key, META_KEY));
  if (((row?.value as { version?: number } | undefined)?.version ?? 0) >= YACHT_SALES_SEED_VERSION) return false;
  await db.transaction(async (tx) => {
    await tx
      .insert(yachtSales)
      .values(yachtSaleSeeds)
      .onConflictDoUpdate({ target: yachtSales.id, set: excludedSet(yachtSales) });
    const value = { version: YACHT_SALES_SEED_VERSION };
    await tx
      .insert(appMeta)
      .values({ key: META_KEY, value })
      .onConflictDoUpdate({ target: appMeta.key, set: { value, updatedAt: sql`now()` } });
  });
  return true;
}
