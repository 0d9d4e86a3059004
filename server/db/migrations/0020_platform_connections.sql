-- rollout: stop every instance, then start the new code: the previous code reads and writes the Twitch
-- and Kick connection tables dropped here, and a connection saved meanwhile would not be moved.
CREATE TABLE "oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"provider" text DEFAULT 'twitch' NOT NULL,
	"code_verifier" text
);
--> statement-breakpoint
CREATE TABLE "platform_connections" (
	"user_id" text NOT NULL,
	"platform" text NOT NULL,
	"account_id" text NOT NULL,
	"name" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"status" text DEFAULT 'connected' NOT NULL,
	"broken_reason" text,
	"subscription_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"command_prefix" text DEFAULT '!' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "platform_connections_user_id_platform_pk" PRIMARY KEY("user_id","platform")
);
--> statement-breakpoint
ALTER TABLE "oauth_states" ADD CONSTRAINT "oauth_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD CONSTRAINT "platform_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "platform_connections_account_idx" ON "platform_connections" USING btree ("platform","account_id");--> statement-breakpoint
-- The Twitch and Kick connections move into the one table keyed by platform, tokens and all; the
-- connects in flight (ten minutes at most) move too, so none fails across the upgrade.
INSERT INTO "platform_connections" ("user_id", "platform", "account_id", "name", "access_token", "refresh_token", "token_expires_at", "status", "broken_reason", "subscription_ids", "command_prefix", "created_at")
SELECT "user_id", 'twitch', "twitch_user_id", "login", "access_token", "refresh_token", "token_expires_at", "status", "broken_reason", "subscription_ids", "command_prefix", "created_at" FROM "twitch_connections";--> statement-breakpoint
INSERT INTO "platform_connections" ("user_id", "platform", "account_id", "name", "access_token", "refresh_token", "token_expires_at", "subscription_ids", "command_prefix", "created_at")
SELECT "user_id", 'kick', "kick_user_id", "name", "access_token", "refresh_token", "token_expires_at", "subscription_ids", "command_prefix", "created_at" FROM "kick_connections";--> statement-breakpoint
INSERT INTO "oauth_states" SELECT "state_hash", "session_id", "user_id", "return_to", "expires_at", "provider", "code_verifier" FROM "twitch_oauth_states";--> statement-breakpoint
DROP TABLE "kick_connections" CASCADE;--> statement-breakpoint
DROP TABLE "twitch_connections" CASCADE;--> statement-breakpoint
DROP TABLE "twitch_oauth_states" CASCADE;
