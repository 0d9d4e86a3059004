import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

// During a rolling restart the instances still on the previous code run against the database the
// new code has migrated, so a migration must leave what that code reads and writes in place: add
// first, remove a release later. A migration that drops or renames a table or a column breaks them
// unless the rollout is planned for it, so it must say how in a comment of its own:
//
//   -- rollout: <how the previous code lives with it, or that every instance stops first>
//
// (docs/operations.md, "Upgrades"). Run by `npm run lint`; the drizzle migrator never compares an
// applied migration's file again, so a note added to one already applied changes nothing.

const root = fileURLToPath(new URL('..', import.meta.url));
export const MIGRATIONS_DIR = 'server/db/migrations';

/** A note of at least a few words after `-- rollout:`, on a line of its own. */
const NOTE = /^\s*--\s*rollout:\s*(\S.{19,})$/im;

/** The text without comments and quoted strings, whose words are not statements. */
function statementsOnly(sql: string): string {
  return sql
    .replace(/\/\*[\s\S]*?\*\//g, () => ' ')
    .replace(/--[^\n]*/g, () => ' ')
    .replace(/'(?:[^']|'')*'/g, () => "''");
}

/**
 * What breaks the previous code: DROP TABLE, dropping a column (with or without the COLUMN
 * keyword, but not a constraint, a default or NOT NULL), and renaming a table or a column.
 */
const BREAKING: RegExp[] = [
  /\bDROP\s+TABLE\b[^;]*/gi,
  /\bALTER\s+TABLE\b[^;]*?\bDROP\s+(?:COLUMN\b|(?!CONSTRAINT\b|DEFAULT\b|NOT\b|EXPRESSION\b|IDENTITY\b)["\w])[^;]*/gi,
  /\bALTER\s+TABLE\b[^;]*?\bRENAME\s+(?!CONSTRAINT\b)[^;]*/gi,
];

/** The statements of one migration that drop or rename a table or column, one line each. */
export function breakingStatements(sql: string): string[] {
  const text = statementsOnly(sql);
  const found: { at: number; text: string }[] = [];
  for (const pattern of BREAKING)
    for (const match of text.matchAll(pattern))
      found.push({ at: match.index ?? 0, text: match[0].replace(/\s+/g, () => ' ').trim() });
  return found
    .sort((a, b) => a.at - b.at)
    .filter((f, i, all) => i === 0 || all[i - 1]!.at !== f.at)
    .map((f) => f.text);
}

/** The problem with one migration file, or none: a breaking statement without a rollout note. */
export function checkMigration(name: string, sql: string): string[] {
  const breaking = breakingStatements(sql);
  if (breaking.length === 0 || NOTE.test(sql)) return [];
  return [
    `${name}: ${breaking.map((b) => `"${b.slice(0, 80)}"`).join(', ')} would break the instances still running ` +
      'the previous code during a rolling restart. Add a line "-- rollout: …" saying how the rollout ' +
      'goes (the column unused a release before it is dropped, or every instance stopped first; ' +
      'docs/operations.md, "Upgrades").',
  ];
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const dir = join(root, MIGRATIONS_DIR);
  const files = readdirSync(dir).filter((f) => f.endsWith('.sql'));
  const problems = files.flatMap((f) =>
    checkMigration(`${MIGRATIONS_DIR}/${f}`, readFileSync(join(dir, f), 'utf8')),
  );
  if (problems.length) {
    process.stderr.write(`Migrations without a rollout note:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
    process.exit(1);
  }
  process.stdout.write(`migrations: ok (${files.length})\n`);
}
