CREATE TABLE "weather_forecasts" (
	"place_key" text PRIMARY KEY NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"hours" jsonb NOT NULL,
	"fetched_at" timestamp with time zone NOT NULL
);
