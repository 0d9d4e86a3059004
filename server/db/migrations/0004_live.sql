CREATE TABLE "counter_runs" (
	"counter_id" text PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'idle' NOT NULL,
	"started_at" bigint,
	"paused_at" bigint,
	"paused_total_ms" bigint DEFAULT 0 NOT NULL,
	"added_ms" bigint DEFAULT 0 NOT NULL,
	"value" bigint,
	"value_at" bigint,
	"seed" bigint DEFAULT 1 NOT NULL,
	"version" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "counter_runs" ADD CONSTRAINT "counter_runs_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;