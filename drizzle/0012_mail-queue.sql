ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_attempts_positive";--> statement-breakpoint
ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_retry_only_failed";--> statement-breakpoint
ALTER TABLE "outgoing_messages" DROP CONSTRAINT "outgoing_messages_status_valid";--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_attempts_valid" CHECK ("outgoing_messages"."attempts" >= 0);--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_due_only_unsent" CHECK ("outgoing_messages"."next_attempt_at" is null or ("outgoing_messages"."status" in ('queued', 'failed') and "outgoing_messages"."pending_html" is not null and "outgoing_messages"."pending_secrets" is not null));--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_queued_due" CHECK ("outgoing_messages"."status" <> 'queued' or "outgoing_messages"."next_attempt_at" is not null);--> statement-breakpoint
ALTER TABLE "outgoing_messages" ADD CONSTRAINT "outgoing_messages_status_valid" CHECK ("outgoing_messages"."status" in ('queued', 'sent', 'stored', 'failed'));