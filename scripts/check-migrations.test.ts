import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { breakingStatements, checkMigration, MIGRATIONS_DIR } from './check-migrations';

const NOTE = '-- rollout: the column has been unused since the previous release.\n';

describe('migration rollout check', () => {
  it('finds dropped and renamed tables and columns, in the order written', () => {
    expect(
      breakingStatements(
        [
          'DROP TABLE "a";--> statement-breakpoint',
          'ALTER TABLE "users" DROP COLUMN "b";',
          'alter table users drop "c";',
          'ALTER TABLE "users" RENAME COLUMN "d" TO "e";',
          'ALTER TABLE "old" RENAME TO "new";',
          'drop table if exists f cascade;',
        ].join('\n'),
      ),
    ).toEqual([
      'DROP TABLE "a"',
      'ALTER TABLE "users" DROP COLUMN "b"',
      'alter table users drop "c"',
      'ALTER TABLE "users" RENAME COLUMN "d" TO "e"',
      'ALTER TABLE "old" RENAME TO "new"',
      'drop table if exists f cascade',
    ]);
  });

  it('leaves what the previous code lives with: adding, indexes, constraints, defaults, comments, strings', () => {
    const sql = [
      'ALTER TABLE "users" ADD COLUMN "x" text;',
      'DROP INDEX IF EXISTS users_email_idx;',
      'ALTER TABLE "users" DROP CONSTRAINT "users_x_fk";',
      'ALTER TABLE "users" ALTER COLUMN "x" DROP DEFAULT;',
      'ALTER TABLE "users" ALTER COLUMN "x" DROP NOT NULL;',
      'ALTER TABLE "users" RENAME CONSTRAINT "a" TO "b";',
      '-- once we DROP TABLE "users" this changes',
      "INSERT INTO notes (text) VALUES ('drop table users; alter table x drop column y');",
      '/* ALTER TABLE t RENAME TO u */',
    ].join('\n');
    expect(breakingStatements(sql)).toEqual([]);
  });

  it('asks for a rollout note of a few words, and accepts one anywhere in the file', () => {
    const sql = 'ALTER TABLE "users" DROP COLUMN "b";';
    const [problem] = checkMigration('0042_x.sql', sql);
    expect(problem).toMatch(/^0042_x\.sql: "ALTER TABLE "users" DROP COLUMN "b"" would break the instances/);
    expect(problem).toContain('-- rollout: …');
    expect(checkMigration('0042_x.sql', NOTE + sql)).toEqual([]);
    expect(checkMigration('0042_x.sql', `${sql}\n${NOTE}`)).toEqual([]);
    expect(checkMigration('0042_x.sql', `-- rollout: ok\n${sql}`)).toHaveLength(1);
    expect(
      checkMigration(
        '0042_x.sql',
        `SELECT 1; -- rollout: written after a statement, not on its own line\n${sql}`,
      ),
    ).toHaveLength(1);
  });

  it('passes every checked-in migration, and the ones that drop tables carry their note', () => {
    const dir = join(process.cwd(), MIGRATIONS_DIR);
    const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
    const problems = files.flatMap((f) => checkMigration(f, readFileSync(join(dir, f), 'utf8')));
    expect(problems).toEqual([]);
    const dropping = files.filter((f) => breakingStatements(readFileSync(join(dir, f), 'utf8')).length > 0);
    expect(dropping).toEqual(expect.arrayContaining(['0020_platform_connections.sql']));
  });
});
