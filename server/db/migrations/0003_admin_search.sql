-- Admin search is a case-insensitive substring match (ILIKE '%term%'), which only trigram
-- indexes can serve; they keep the admin lists fast with 100,000 users. pg_trgm ships with
-- PostgreSQL (trusted since 13) but not with embedded PGlite, so both steps are optional: without
-- the extension, search falls back to a sequential scan.
DO $$
BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm;
EXCEPTION WHEN OTHERS THEN
  RAISE NOTICE 'pg_trgm not available; admin search will scan';
END $$;
--> statement-breakpoint
DO $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm') THEN
    CREATE INDEX IF NOT EXISTS users_email_trgm_idx ON users USING gin (email gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_first_name_trgm_idx ON users USING gin (first_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS users_last_name_trgm_idx ON users USING gin (last_name gin_trgm_ops);
    CREATE INDEX IF NOT EXISTS counters_name_trgm_idx ON counters USING gin (name gin_trgm_ops);
  END IF;
END $$;
