ALTER TABLE "outgoing_messages" ADD COLUMN "attempts" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "pending_html" text;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD COLUMN "pending_secrets" text[];--> statement-breakpoint
CREATE INDEX "outgoing_messages_next_attempt_idx" ON "outgoing_messages" USING btree ("next_attempt_at") WHERE "outgoing_messages"."next_attempt_at" is not null;--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_attempts_positive" CHECK ("outgoing_messages"."attempts" >= 1);--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_retry_only_failed" CHECK ("outgoing_messages"."next_attempt_at" is null or ("outgoing_messages"."status" = 'failed' and "outgoing_messages"."pending_html" is not null and "outgoing_messages"."pending_secrets" is not null));