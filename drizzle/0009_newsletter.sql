CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"locale" text DEFAULT 'en' NOT NULL,
	"token_hash" text,
	"token_expires_at" timestamp with time zone,
	"last_mail_at" timestamp with time zone,
	"mail_window_started_at" timestamp with time zone,
	"mails_in_window" integer DEFAULT 0 NOT NULL,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_subscriptions_status_valid" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed')),
	CONSTRAINT "newsletter_subscriptions_locale_valid" CHECK ("newsletter_subscriptions"."locale" in ('en', 'ru')),
	CONSTRAINT "newsletter_subscriptions_confirmed_at" CHECK (("newsletter_subscriptions"."status" = 'confirmed') = ("newsletter_subscriptions"."confirmed_at" is not null)),
	CONSTRAINT "newsletter_subscriptions_mails_valid" CHECK ("newsletter_subscriptions"."mails_in_window" >= 0)
);
--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_lower_key" ON "newsletter_subscriptions" USING btree (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_token_hash_key" ON "newsletter_subscriptions" USING btree ("token_hash");