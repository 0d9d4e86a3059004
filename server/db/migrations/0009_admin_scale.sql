-- Admin lists, dashboard and search that do not grow with the data (issue 26, docs/decisions/010a).
-- pg_trgm is loaded in PGlite too now (server/db/client.ts); the guard only keeps a PostgreSQL
-- without contrib starting (search then scans).
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available; admin search will scan';
END $$;
--> statement-breakpoint
DROP INDEX IF EXISTS users_email_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS users_first_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS users_last_name_trgm_idx;
--> statement-breakpoint
DROP INDEX IF EXISTS counters_name_trgm_idx;
--> statement-breakpoint
-- One index over the one searched text (server/admin/search-text.ts builds the same expression).
-- fastupdate off: entries go straight into the index instead of a pending list that only VACUUM
-- (which PGlite never runs on its own) folds in, so the planner trusts the index from the start.
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_search_trgm_idx ON users USING gin
      ((lower(email || ' ' || coalesce(first_name, '') || ' ' || coalesce(last_name, ''))) gin_trgm_ops)
      WITH (fastupdate = off);
    CREATE INDEX IF NOT EXISTS counters_name_trgm_idx ON counters USING gin
      ((lower(name)) gin_trgm_ops) WITH (fastupdate = off);
  END IF;
END $$;
--> statement-breakpoint
-- The lists' order with its tie-breaker, so OFFSET walks one index and pages never overlap.
DROP INDEX IF EXISTS users_created_at_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS users_created_at_id_idx ON users USING btree (created_at, id);
--> statement-breakpoint
DROP INDEX IF EXISTS counters_created_at_idx;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS counters_created_at_id_idx ON counters USING btree (created_at, id);
--> statement-breakpoint
-- Premium users (a few percent): their list, their count and the revenue read only these entries.
CREATE INDEX IF NOT EXISTS users_premium_created_at_id_idx ON users USING btree (created_at, id)
  WHERE subscription_status = 'active';
--> statement-breakpoint
-- Rows per UTC day, kept by statement triggers: totals and 'today' read a few hundred small rows
-- instead of counting, and a deep page finds its day by summing them (server/admin/daily-counts.ts).
CREATE TABLE IF NOT EXISTS daily_counts (
  table_name text NOT NULL,
  day date NOT NULL,
  n bigint NOT NULL,
  CONSTRAINT daily_counts_pkey PRIMARY KEY (table_name, day)
);
--> statement-breakpoint
INSERT INTO daily_counts (table_name, day, n)
  SELECT 'users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users GROUP BY 2
  UNION ALL
  SELECT 'counters', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM counters GROUP BY 2
  ON CONFLICT (table_name, day) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
-- Rows are locked in day order, so two statements touching the same days cannot deadlock.
CREATE OR REPLACE FUNCTION daily_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_counts (table_name, day, n)
    SELECT TG_TABLE_NAME, (created_at AT TIME ZONE 'UTC')::date, count(*) FROM changed_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_counts_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_counts (table_name, day, n)
    SELECT TG_TABLE_NAME, (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM changed_rows GROUP BY 2 ORDER BY 2
    ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- A changed created_at (data fixes, tests) moves a row between days; other updates write nothing.
CREATE OR REPLACE FUNCTION daily_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_counts (table_name, day, n)
    SELECT TG_TABLE_NAME, day, sum(d) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
    ) AS moved GROUP BY day HAVING sum(d) <> 0 ORDER BY day
    ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION daily_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM daily_counts WHERE table_name = TG_TABLE_NAME;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_daily_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_add();
--> statement-breakpoint
CREATE TRIGGER users_daily_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_subtract();
--> statement-breakpoint
CREATE TRIGGER users_daily_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_move();
--> statement-breakpoint
CREATE TRIGGER users_daily_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_reset();
--> statement-breakpoint
CREATE TRIGGER counters_daily_counts_insert AFTER INSERT ON counters REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_add();
--> statement-breakpoint
CREATE TRIGGER counters_daily_counts_delete AFTER DELETE ON counters REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_subtract();
--> statement-breakpoint
CREATE TRIGGER counters_daily_counts_update AFTER UPDATE ON counters
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_move();
--> statement-breakpoint
CREATE TRIGGER counters_daily_counts_truncate AFTER TRUNCATE ON counters
  FOR EACH STATEMENT EXECUTE FUNCTION daily_counts_reset();
