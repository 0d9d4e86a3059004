CREATE TABLE "pending_logos" (
	"user_id" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pending_logos" ADD CONSTRAINT "pending_logos_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pending_logos_hash_idx" ON "pending_logos" USING btree ("hash");