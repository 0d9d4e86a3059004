ALTER TABLE "platform_connections" ADD COLUMN "follower_start" bigint;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD COLUMN "followers_counted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD COLUMN "followers_since" timestamp with time zone;