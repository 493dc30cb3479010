CREATE TABLE "club_members" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"number" serial NOT NULL,
	"check_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_members_number_unique" UNIQUE("number")
);
--> statement-breakpoint
CREATE TABLE "donations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"amount_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"name" text,
	"email" text NOT NULL,
	"message" text,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"last_failure" text,
	"provider_ref" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "donations_amount_check" CHECK ("donations"."amount_minor" > 0 and "donations"."currency" = 'RUB'),
	CONSTRAINT "donations_status_check" CHECK ("donations"."status" in ('pending_payment', 'paid')),
	CONSTRAINT "donations_paid_check" CHECK (("donations"."status" = 'paid') = ("donations"."paid_at" is not null))
);
--> statement-breakpoint
CREATE TABLE "memberships" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"product" text NOT NULL,
	"period" text NOT NULL,
	"status" text DEFAULT 'pending_payment' NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"last_failure" text,
	"provider_ref" text,
	"card_last4" text,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "memberships_kind_check" CHECK ("memberships"."kind" in ('club', 'plan')),
	CONSTRAINT "memberships_period_check" CHECK ("memberships"."period" in ('month', 'year')),
	CONSTRAINT "memberships_status_check" CHECK ("memberships"."status" in ('pending_payment', 'active', 'cancelled')),
	CONSTRAINT "memberships_price_check" CHECK ("memberships"."price_minor" > 0 and "memberships"."currency" = 'RUB'),
	CONSTRAINT "memberships_paid_check" CHECK (("memberships"."status" = 'pending_payment') = ("memberships"."valid_from" is null) and ("memberships"."valid_from" is null) = ("memberships"."provider_ref" is null) and ("memberships"."valid_until" is null) = ("memberships"."valid_from" is null))
);
--> statement-breakpoint
ALTER TABLE "club_members" ADD CONSTRAINT "club_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "donations" ADD CONSTRAINT "donations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_user_idx" ON "memberships" USING btree ("user_id","kind","valid_until");