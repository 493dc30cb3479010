CREATE TABLE "owner_yachts" (
	"id" text PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" text NOT NULL,
	"listing" jsonb NOT NULL,
	"admin_notes" text,
	"calendar_token" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL,
	"submitted_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "owner_yachts_status_check" CHECK ("owner_yachts"."status" in ('draft', 'pending', 'listed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "owner_yachts" ADD CONSTRAINT "owner_yachts_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "owner_yachts_owner_idx" ON "owner_yachts" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "owner_yachts_status_idx" ON "owner_yachts" USING btree ("status");