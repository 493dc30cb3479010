import { lakeToday } from "../../domain/catalogue/availability.ts";
import { nextDate } from "../../domain/catalogue/sailing-season.ts";

/**
 * The server tests book in the coming sailing season, whatever day they run (decision record
 * 056): their clock starts at 10:00 at the lake on the next 1 May, with the lake still frozen and
 * the whole season (June to mid-October) inside the 365-day booking horizon. Its year comes from
 * the real date, which TEST_NOW moves (server/test/test-now.ts).
 */
export const SEASON = Number(nextDate("05-01", lakeToday(new Date())).slice(0, 4));

/** A day of the tests' season: `inSeason("07-01")`. */
export const inSeason = (monthDay: string) => `${SEASON}-${monthDay}`;

/** An instant named by the date and the time of day at the lake (Irkutsk, UTC+8). */
export const atLake = (date: string, time = "10:00") => new Date(`${date}T${time}:00+08:00`);

/** Where the tests' clock starts: 1 May of the season, 10:00 at the lake. */
export const START = atLake(inSeason("05-01"));

/** A card expiry ("MM/YY") some years after the tests' season, and one that ran out before it. */
export const goodCardExpiry = `12/${String((SEASON + 3) % 100).padStart(2, "0")}`;
export const pastCardExpiry = `04/${String((SEASON - 1) % 100).padStart(2, "0")}`;
