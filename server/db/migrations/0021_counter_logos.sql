CREATE TABLE "counter_logos" (
	"counter_id" text NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "counter_logos_counter_id_hash_pk" PRIMARY KEY("counter_id","hash")
);
--> statement-breakpoint
ALTER TABLE "counter_logos" ADD CONSTRAINT "counter_logos_counter_id_counters_id_fk" FOREIGN KEY ("counter_id") REFERENCES "public"."counters"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "counter_logos_hash_idx" ON "counter_logos" USING btree ("hash");