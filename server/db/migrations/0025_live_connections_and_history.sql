CREATE TABLE "live_source_history" (
	"counter_id" text NOT NULL,
	"platform" text NOT NULL,
	"account_key" text NOT NULL,
	"day" date NOT NULL,
	"value" bigint NOT NULL,
	"first_value" bigint NOT NULL,
	CONSTRAINT "live_source_history_counter_id_platform_account_key_day_pk" PRIMARY KEY("counter_id","platform","account_key","day")
);
--> statement-breakpoint
ALTER TABLE "platform_connections" ADD COLUMN "avatar_url" text;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD COLUMN "follower_start" bigint;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD COLUMN "followers_counted" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "platform_connections" ADD COLUMN "followers_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "live_source_history" ADD CONSTRAINT "live_source_history_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;