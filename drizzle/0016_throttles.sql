CREATE TABLE "throttle_failures" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"failures" integer NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"last_failure" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_failures_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE TABLE "throttle_windows" (
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL,
	CONSTRAINT "throttle_windows_scope_key_pk" PRIMARY KEY("scope","key")
);
--> statement-breakpoint
CREATE INDEX "throttle_failures_last_idx" ON "throttle_failures" USING btree ("last_failure");--> statement-breakpoint
CREATE INDEX "throttle_windows_reset_idx" ON "throttle_windows" USING btree ("reset_at");