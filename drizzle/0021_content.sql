CREATE TABLE "content_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"proposal" jsonb NOT NULL,
	"notes" text,
	"locale" text NOT NULL,
	"claimed_by" uuid,
	"claimed_at" timestamp with time zone,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"published_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_submissions_kind_check" CHECK ("content_submissions"."kind" in ('destination', 'trip')),
	CONSTRAINT "content_submissions_status_check" CHECK ("content_submissions"."status" in ('pending', 'approved', 'rejected')),
	CONSTRAINT "content_submissions_rejected_notes_check" CHECK ("content_submissions"."status" <> 'rejected' or length(trim(coalesce("content_submissions"."notes", ''))) > 0),
	CONSTRAINT "content_submissions_decided_check" CHECK (("content_submissions"."status" = 'pending') = ("content_submissions"."decided_at" is null))
);
--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_claimed_by_users_id_fk" FOREIGN KEY ("claimed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_submissions" ADD CONSTRAINT "content_submissions_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_submissions_author_idx" ON "content_submissions" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "content_submissions_queue_idx" ON "content_submissions" USING btree ("status","kind","created_at");