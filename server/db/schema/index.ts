// Every table of the drizzle schema; drizzle-kit reads this file to write migrations.
export * from "./accounts.ts";
export * from "./admin.ts";
export * from "./app.ts";
export * from "./bookings.ts";
export * from "./catalogue.ts";
export * from "./club.ts";
export * from "./content.ts";
export * from "./events.ts";
export * from "./home.ts";
export * from "./insurance.ts";
export * from "./mail.ts";
export * from "./newsletter.ts";
export * from "./owners.ts";
export * from "./pages.ts";
export * from "./throttles.ts";
export * from "./weather.ts";
