ALTER TABLE "counter_runs" ADD COLUMN "multiplier" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "counter_runs" ADD COLUMN "multiplier_until" bigint;--> statement-breakpoint
CREATE TABLE "counter_events" (
	"id" text PRIMARY KEY NOT NULL,
	"counter_id" text NOT NULL,
	"event_key" text NOT NULL,
	"source" text NOT NULL,
	"type" text NOT NULL,
	"tier" text,
	"user_name" text,
	"amount" numeric(12, 2) NOT NULL,
	"message" text,
	"multiplier" integer DEFAULT 1 NOT NULL,
	"added_ms" bigint DEFAULT 0 NOT NULL,
	"capped_ms" bigint DEFAULT 0 NOT NULL,
	"added_value" bigint DEFAULT 0 NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"undone_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "counter_webhooks" (
	"id" text PRIMARY KEY NOT NULL,
	"counter_id" text NOT NULL,
	"url" text NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" text PRIMARY KEY NOT NULL,
	"webhook_id" text NOT NULL,
	"kind" text NOT NULL,
	"body" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_status" integer,
	"last_error" text,
	"delivered_at" timestamp with time zone,
	"gave_up_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "twitch_connections" (
	"user_id" text PRIMARY KEY NOT NULL,
	"twitch_user_id" text NOT NULL,
	"login" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"status" text DEFAULT 'connected' NOT NULL,
	"broken_reason" text,
	"subscription_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"command_prefix" text DEFAULT '!' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "twitch_connections_twitch_user_id_unique" UNIQUE("twitch_user_id")
);
--> statement-breakpoint
CREATE TABLE "integration_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_events" ADD CONSTRAINT "counter_events_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_webhooks" ADD CONSTRAINT "counter_webhooks_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_webhook_id_counter_webhooks_id_fk" FOREIGN KEY ("webhook_id") REFERENCES "public"."counter_webhooks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "twitch_connections" ADD CONSTRAINT "twitch_connections_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "counter_events_counter_key_idx" ON "counter_events" USING btree ("counter_id","event_key");--> statement-breakpoint
CREATE INDEX "counter_events_counter_created_idx" ON "counter_events" USING btree ("counter_id","created_at");--> statement-breakpoint
CREATE INDEX "counter_webhooks_counter_idx" ON "counter_webhooks" USING btree ("counter_id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_webhook_idx" ON "webhook_deliveries" USING btree ("webhook_id","created_at");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at");
