import type { DatabaseHandle } from '../db/client';

// Fills a migrated database with `users` users and two counters each, in set-based INSERT …
// SELECT generate_series chunks (no row-by-row round trips), on PGlite or PostgreSQL alike.
// About 5 % are Premium (paying, some with a custom price, some gifted); 'Schmidt' is one of
// 40 last names, so a search for it has thousands of hits. Sign-ups are spread over two years,
// the newest ones today.

const FIRST = ['Anna', 'Ben', 'Clara', 'David', 'Emma', 'Felix', 'Greta', 'Hugo', 'Ida', 'Jonas'];
const LAST = [
  'Schmidt',
  'Müller',
  'Schneider',
  'Fischer',
  'Weber',
  'Meyer',
  'Wagner',
  'Becker',
  'Schulz',
  'Hoffmann',
  'Koch',
  'Richter',
  'Klein',
  'Wolf',
  'Schröder',
  'Neumann',
  'Schwarz',
  'Zimmermann',
  'Braun',
  'Krüger',
  'Hofmann',
  'Hartmann',
  'Lange',
  'Schmitt',
  'Werner',
  'Krause',
  'Meier',
  'Lehmann',
  'Schmid',
  'Schulze',
  'Maier',
  'Köhler',
  'Herrmann',
  'König',
  'Walter',
  'Mayer',
  'Huber',
  'Kaiser',
  'Fuchs',
  'Peters',
];
const CHUNK = 20_000;
const SPAN_SECONDS = 2 * 365 * 24 * 3600;

export async function runSql(handle: DatabaseHandle, text: string): Promise<void> {
  if (handle.pglite) await handle.pglite.exec(text);
  else await handle.pool!.query(text);
}

const array = (names: string[]) => `array[${names.map((n) => `'${n}'`).join(',')}]`;

// User i (1…n) signed up at now() - (n - i) * step: user n a moment ago, user 1 two years ago.
function userChunk(from: number, to: number, n: number): string {
  const step = SPAN_SECONDS / n;
  return `insert into users (id, email, password_hash, first_name, last_name, subscription_status,
      premium_until, premium_source, custom_price, created_at)
    select 'u' || substr(md5(i::text), 1, 20),
      lower((${array(FIRST)})[1 + i % 10]) || '.' || lower((${array(LAST)})[1 + (i / 10) % 40]) || i || '@example.com',
      'bench-no-login', (${array(FIRST)})[1 + i % 10], (${array(LAST)})[1 + (i / 10) % 40],
      case when i % 20 = 0 then 'active' else 'free' end,
      case when i % 100 = 0 then now() + interval '30 days' end,
      case when i % 100 = 0 then 'gift' when i % 20 = 0 then 'paddle' end,
      case when i % 60 = 0 then 3.99 end,
      now() - (${n} - i) * interval '${step} seconds'
    from generate_series(${from}, ${to}) as i`;
}

// Counter j (1…2n) belongs to user 1 + (j - 1) % n and was made a minute after that user.
function counterChunk(from: number, to: number, n: number, settings: string): string {
  const step = SPAN_SECONDS / n;
  return `insert into counters (id, user_id, name, settings, created_at, updated_at)
    select 'c' || substr(md5('c' || j::text), 1, 20), 'u' || substr(md5((1 + (j - 1) % ${n})::text), 1, 20),
      'Counter ' || j || ' of ' || (${array(LAST)})[1 + ((1 + (j - 1) % ${n}) / 10) % 40],
      '${settings.replace(/'/g, "''")}'::jsonb,
      now() - (${n} - (1 + (j - 1) % ${n})) * interval '${step} seconds' + interval '1 minute',
      now()
    from generate_series(${from}, ${to}) as j`;
}

export async function fillDatabase(
  handle: DatabaseHandle,
  opts: { users: number; counterSettings: Record<string, unknown>; progress(line: string): void },
): Promise<void> {
  const n = opts.users;
  const settings = JSON.stringify(opts.counterSettings);
  const started = performance.now();
  // Secondary indexes are built once after the load, as a restore does: the same definitions, read
  // back from the catalog, at a fraction of the cost of growing the trigram indexes row by row.
  const indexes = await readSecondaryIndexes(handle);
  for (const ix of indexes) await runSql(handle, `drop index ${ix.name}`);
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
  for (let from = 1; from <= n; from += CHUNK) {
    const to = Math.min(n, from + CHUNK - 1);
    await runSql(handle, userChunk(from, to, n));
    opts.progress(`users ${to.toLocaleString('en')} / ${n.toLocaleString('en')} (${elapsed()})`);
  }
  for (let from = 1; from <= 2 * n; from += CHUNK) {
    const to = Math.min(2 * n, from + CHUNK - 1);
    await runSql(handle, counterChunk(from, to, n, settings));
    opts.progress(`counters ${to.toLocaleString('en')} / ${(2 * n).toLocaleString('en')} (${elapsed()})`);
  }
  for (const ix of indexes) {
    await runSql(handle, ix.definition);
    opts.progress(`index ${ix.name} (${elapsed()})`);
  }
}

async function readSecondaryIndexes(handle: DatabaseHandle): Promise<{ name: string; definition: string }[]> {
  const text = `select i.indexname as name, i.indexdef as definition from pg_indexes i
    join pg_class c on c.relname = i.indexname join pg_index x on x.indexrelid = c.oid
    where i.schemaname = 'public' and i.tablename in ('users', 'counters') and not x.indisunique`;
  const res = handle.pglite ? await handle.pglite.query(text) : await handle.pool.query(text);
  return res.rows as { name: string; definition: string }[];
}
