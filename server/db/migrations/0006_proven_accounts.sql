-- rollout: stop every instance, then start the new code: the previous code writes the reset links and
-- sign-in attempts into the two tables dropped here (from before rolling restarts were supported).
ALTER TABLE "users" ADD COLUMN "email_verified_at" timestamp with time zone;--> statement-breakpoint
-- Nobody proved an address before this release; admins were made by an operator (decision 007a).
UPDATE "users" SET "email_verified_at" = now() WHERE "role" = 'admin';--> statement-breakpoint
CREATE TABLE "auth_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"purpose" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auth_links" ADD CONSTRAINT "auth_links_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auth_links_user_purpose_idx" ON "auth_links" USING btree ("user_id","purpose");--> statement-breakpoint
-- Open reset links (at most an hour old) are dropped with the old table: asking again gives a new one.
DROP TABLE "password_resets";--> statement-breakpoint
CREATE TABLE "login_throttles" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
DROP TABLE "login_attempts";
