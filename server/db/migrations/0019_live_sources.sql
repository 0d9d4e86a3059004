-- Live counts: each followed account once, with its last reading (a restarted server shows the last
-- count at once), and which counters follow it, in the order the owner listed them.
CREATE TABLE "counter_live_sources" (
	"counter_id" text NOT NULL,
	"position" integer NOT NULL,
	"platform" text NOT NULL,
	"account_key" text NOT NULL,
	CONSTRAINT "counter_live_sources_counter_id_position_pk" PRIMARY KEY("counter_id","position")
);
--> statement-breakpoint
CREATE TABLE "live_sources" (
	"platform" text NOT NULL,
	"account_key" text NOT NULL,
	"account_id" text,
	"handle" text NOT NULL,
	"display_name" text NOT NULL,
	"avatar_url" text,
	"value" bigint,
	"precision" text DEFAULT 'unavailable' NOT NULL,
	"read_at" timestamp with time zone,
	"changed_at" timestamp with time zone,
	"note" text,
	"claimed_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_sources_platform_account_key_pk" PRIMARY KEY("platform","account_key")
);
--> statement-breakpoint
ALTER TABLE "counter_live_sources" ADD CONSTRAINT "counter_live_sources_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "counter_live_sources" ADD CONSTRAINT "counter_live_sources_platform_account_key_live_sources_platform_account_key_fk" FOREIGN KEY ("platform","account_key") REFERENCES "public"."live_sources"("platform","account_key") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_live_sources_source_idx" ON "counter_live_sources" USING btree ("platform","account_key");