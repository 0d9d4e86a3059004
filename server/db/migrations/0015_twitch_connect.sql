ALTER TABLE "twitch_connections" ADD COLUMN "token_expires_at" timestamp with time zone;--> statement-breakpoint
CREATE TABLE "twitch_oauth_states" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"session_id" text NOT NULL,
	"user_id" text NOT NULL,
	"return_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "twitch_oauth_states" ADD CONSTRAINT "twitch_oauth_states_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;
