-- E-mail and chat image opens per counter and day (issue 19, docs/decisions/016a): a count only,
-- nothing about who opened. Rows go with their counter.
CREATE TABLE IF NOT EXISTS counter_image_opens (
  counter_id text NOT NULL REFERENCES counters(id) ON DELETE CASCADE,
  day date NOT NULL,
  opens integer NOT NULL DEFAULT 0,
  PRIMARY KEY (counter_id, day)
);
