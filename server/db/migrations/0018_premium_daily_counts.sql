-- Premium users per UTC day of sign-up, kept like the users' and counters' day totals (0009), so the
-- Free and Premium admin lists find their pages and the dashboard counts Premium users without
-- reading every Premium row (issue 26, docs/decisions/010c). The rows count users whose stored
-- status is 'active'; those whose premium_until has passed are subtracted at read time, through
-- this partial index.
CREATE INDEX "users_active_premium_until_idx" ON "users" USING btree ("premium_until") WHERE "users"."subscription_status" = 'active' and "users"."premium_until" is not null;
--> statement-breakpoint
INSERT INTO daily_counts (table_name, day, n)
  SELECT 'premium_users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM users
  WHERE subscription_status = 'active' GROUP BY 2
  ON CONFLICT (table_name, day) DO UPDATE SET n = excluded.n;
--> statement-breakpoint
-- Statement triggers with transition tables, as in 0009: one upsert per statement and day, in day
-- order so concurrent writers cannot deadlock. An update writes only when a row's status or
-- sign-up day changed (a login or a settings save writes nothing here).
CREATE OR REPLACE FUNCTION premium_counts_add() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_counts (table_name, day, n)
    SELECT 'premium_users', (created_at AT TIME ZONE 'UTC')::date, count(*) FROM changed_rows
    WHERE subscription_status = 'active' GROUP BY 2 ORDER BY 2
    ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION premium_counts_subtract() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_counts (table_name, day, n)
    SELECT 'premium_users', (created_at AT TIME ZONE 'UTC')::date, -count(*) FROM changed_rows
    WHERE subscription_status = 'active' GROUP BY 2 ORDER BY 2
    ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION premium_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO daily_counts (table_name, day, n)
    SELECT 'premium_users', day, sum(d) FROM (
      SELECT (created_at AT TIME ZONE 'UTC')::date AS day, 1 AS d FROM new_rows
        WHERE subscription_status = 'active'
      UNION ALL
      SELECT (created_at AT TIME ZONE 'UTC')::date, -1 FROM old_rows
        WHERE subscription_status = 'active'
    ) AS moved GROUP BY day HAVING sum(d) <> 0 ORDER BY day
    ON CONFLICT (table_name, day) DO UPDATE SET n = daily_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION premium_counts_reset() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM daily_counts WHERE table_name = 'premium_users';
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_premium_counts_insert AFTER INSERT ON users REFERENCING NEW TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION premium_counts_add();
--> statement-breakpoint
CREATE TRIGGER users_premium_counts_delete AFTER DELETE ON users REFERENCING OLD TABLE AS changed_rows
  FOR EACH STATEMENT EXECUTE FUNCTION premium_counts_subtract();
--> statement-breakpoint
CREATE TRIGGER users_premium_counts_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION premium_counts_move();
--> statement-breakpoint
CREATE TRIGGER users_premium_counts_truncate AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION premium_counts_reset();
