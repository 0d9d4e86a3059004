-- rollout: stop every instance, then start the new code: the previous code reads and writes the Paddle
-- columns of users dropped here (from before rolling restarts were supported).
CREATE TABLE "paddle_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"customer_id" text,
	"status" text NOT NULL,
	"price_id" text,
	"unit_amount" text,
	"currency" text,
	"current_period_end" timestamp with time zone,
	"scheduled_change" jsonb,
	"ended_by_us_at" timestamp with time zone,
	"ended_reason" text,
	"event_at" timestamp with time zone NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paddle_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"subscription_id" text,
	"customer_id" text,
	"status" text NOT NULL,
	"origin" text,
	"total" text,
	"currency" text,
	"billed_at" timestamp with time zone,
	"event_at" timestamp with time zone NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "paddle_adjustments" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"transaction_id" text NOT NULL,
	"subscription_id" text,
	"action" text NOT NULL,
	"type" text,
	"status" text NOT NULL,
	"event_at" timestamp with time zone NOT NULL,
	"event_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "billing_jobs" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"target" text NOT NULL,
	"user_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "paddle_subscriptions" ADD CONSTRAINT "paddle_subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddle_transactions" ADD CONSTRAINT "paddle_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paddle_adjustments" ADD CONSTRAINT "paddle_adjustments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "paddle_subscriptions_user_id_idx" ON "paddle_subscriptions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "paddle_subscriptions_customer_id_idx" ON "paddle_subscriptions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "paddle_transactions_user_id_idx" ON "paddle_transactions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "paddle_transactions_subscription_id_idx" ON "paddle_transactions" USING btree ("subscription_id");--> statement-breakpoint
CREATE INDEX "paddle_adjustments_transaction_id_idx" ON "paddle_adjustments" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "paddle_adjustments_user_id_idx" ON "paddle_adjustments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "billing_jobs_due_idx" ON "billing_jobs" USING btree ("next_run_at") WHERE "done_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "billing_jobs_open_target_idx" ON "billing_jobs" USING btree ("kind","target") WHERE "done_at" IS NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "customer_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "subscription_id" text;--> statement-breakpoint
CREATE INDEX "payment_events_unmatched_idx" ON "payment_events" USING btree ("occurred_at") WHERE "outcome" = 'unmatched';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paddle_customer_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notify_when_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
INSERT INTO "paddle_subscriptions" ("id", "user_id", "customer_id", "status", "ended_by_us_at", "ended_reason", "event_at", "event_id")
SELECT "paddle_subscription_id", "id", "paddle_customer_id",
	CASE WHEN "paddle_status" = 'refunded' THEN 'active' ELSE "paddle_status" END,
	CASE WHEN "paddle_status" = 'refunded' OR "paddle_status_event_id" = 'admin' THEN now() END,
	CASE WHEN "paddle_status" = 'refunded' OR "paddle_status_event_id" = 'admin' THEN 'migrated' END,
	coalesce("paddle_status_at", now()), coalesce("paddle_status_event_id", 'migrated')
FROM "users" WHERE "paddle_subscription_id" IS NOT NULL AND "paddle_status" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "billing_jobs" ("id", "kind", "target", "user_id")
SELECT 'migrated-' || "id", 'cancel_subscription', "id", "user_id" FROM "paddle_subscriptions"
WHERE "ended_by_us_at" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "paddle_transactions" ("id", "user_id", "subscription_id", "customer_id", "status", "billed_at", "event_at", "event_id")
SELECT "paddle_transaction_id", "id", "paddle_subscription_id", "paddle_customer_id", 'completed',
	"paddle_transaction_at", coalesce("paddle_transaction_at", now()), 'migrated'
FROM "users" WHERE "paddle_transaction_id" IS NOT NULL
ON CONFLICT DO NOTHING;--> statement-breakpoint
UPDATE "payment_events" SET "outcome" = 'applied';--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paddle_subscription_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paddle_status";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paddle_status_at";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paddle_status_event_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paddle_transaction_id";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "paddle_transaction_at";
