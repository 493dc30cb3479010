// Every table of the drizzle schema; drizzle-kit reads this file to write migrations.
export * from "./app.ts";
export * from "./catalogue.ts";
