CREATE TABLE "kick_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"kick_user_id" text NOT NULL,
	"name" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone,
	"subscription_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"command_prefix" text DEFAULT '!' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kick_connections_kick_user_id_unique" UNIQUE("kick_user_id")
);
--> statement-breakpoint
ALTER TABLE "twitch_oauth_states" ADD COLUMN "provider" text DEFAULT 'twitch' NOT NULL;--> statement-breakpoint
ALTER TABLE "twitch_oauth_states" ADD COLUMN "code_verifier" text;--> statement-breakpoint
ALTER TABLE "kick_connections" ADD CONSTRAINT "kick_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;