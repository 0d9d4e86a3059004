ALTER TABLE "api_keys" ADD COLUMN "access" text DEFAULT 'control' NOT NULL;--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "counter_ids" text[];--> statement-breakpoint
ALTER TABLE "counter_hooks" ADD COLUMN "disabled_at" timestamp with time zone;
