ALTER TABLE "payment_events" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "occurred_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "admin_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "gift_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paddle_status" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paddle_status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paddle_status_event_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paddle_transaction_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "paddle_transaction_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_events_user_id_idx" ON "payment_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "users_status_created_at_idx" ON "users" USING btree ("subscription_status","created_at");--> statement-breakpoint
CREATE INDEX "users_paddle_customer_id_idx" ON "users" USING btree ("paddle_customer_id");--> statement-breakpoint
CREATE INDEX "users_paddle_subscription_id_idx" ON "users" USING btree ("paddle_subscription_id");