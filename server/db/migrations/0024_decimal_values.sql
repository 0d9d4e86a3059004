-- Number counters hold negative and decimal values (two places at most). Widening bigint to
-- numeric keeps every stored whole value, and code still reading it as a number reads the same.
ALTER TABLE "counter_events" ALTER COLUMN "added_value" SET DATA TYPE numeric(18, 2);--> statement-breakpoint
ALTER TABLE "counter_runs" ALTER COLUMN "value" SET DATA TYPE numeric(18, 2);