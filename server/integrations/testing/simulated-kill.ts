import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// A process killed with SIGKILL stops writing at some statement: what committed before stays,
// nothing from that statement on commits, and no clean-up (no catch, no finally) reaches the
// database. These triggers make the database behave so for the writes of one request: the first
// write that matches the kill point fails, and so does every write after it, in any table. A
// sequence holds the "killed" state because it survives the rollback of the failing transaction.

const TRIP = 'simulated_kill_tripped';

async function publicTables(db: Database): Promise<string[]> {
  const rows = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  return rows.rows.map((r) => r.table_name);
}

/**
 * Kills (as above) at the first insert or update of `table` whose new row passes `when` (a SQL
 * condition on NEW; every row when left out). `reviveFromKill` puts the database back to normal,
 * as the restarted process finds it.
 */
export async function killAtWrite(db: Database, table: string, when = 'true'): Promise<void> {
  await db.execute(sql.raw(`create sequence ${TRIP}`));
  await db.execute(
    sql.raw(`create function simulated_kill() returns trigger language plpgsql as $$
      begin
        if tg_argv[0] = 'trip' then perform nextval('${TRIP}'); end if;
        if (select is_called from ${TRIP}) then raise exception 'simulated kill'; end if;
        return new;
      end $$`),
  );
  for (const name of await publicTables(db))
    await db.execute(
      sql.raw(`create trigger simulated_kill_check before insert or update or delete on "${name}"
               for each statement execute function simulated_kill('check')`),
    );
  await db.execute(
    sql.raw(`create trigger simulated_kill_trip before insert or update on "${table}"
             for each row when (${when}) execute function simulated_kill('trip')`),
  );
}

/** Whether the kill point was reached (a request that never reached it ran to its end). */
export async function wasKilled(db: Database): Promise<boolean> {
  const rows = (await db.execute(sql.raw(`select is_called from ${TRIP}`))) as unknown as {
    rows: { is_called: boolean }[];
  };
  return rows.rows[0]?.is_called === true;
}

/** Removes the kill: the restarted process writes again. */
export async function reviveFromKill(db: Database): Promise<void> {
  // Dropping the function drops every trigger that runs it.
  await db.execute(sql.raw('drop function simulated_kill() cascade'));
  await db.execute(sql.raw(`drop sequence ${TRIP}`));
}
