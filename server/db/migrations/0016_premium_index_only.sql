-- The Premium slice of users carries what the Premium rule, the dashboard's revenue and the
-- per-day Premium counts read, so those are index-only scans (docs/decisions/010b). The rest of
-- what drizzle-kit generated here was already made by the hand-written migrations 0013-0015
-- (their snapshots were never written); the 0016 snapshot now matches the schema again.
DROP INDEX "users_premium_created_at_id_idx";--> statement-breakpoint
CREATE INDEX "users_premium_created_at_id_idx" ON "users" USING btree ("created_at","id","premium_until","premium_source","custom_price") WHERE "users"."subscription_status" = 'active';
