import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// What follows a committed write is decided in one place, server/effects/: telling open live
// displays, dropping cached public views, queueing outbound webhooks, announcing milestones and
// starting billing follow-ups (refunds, cancels, mails). A route that did one of these by hand
// would skip the rest for that change (a view dropped but its displays not told, an event shown
// but never sent to the creator's webhooks), so the primitive calls below are refused anywhere else
// in the server's production code (run by `npm run lint`). Code calls the named effects instead:
// counterChanged, runChanged, runControlled, eventApplied, ownerPlanChanged, billingEventApplied.
const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts)$/;

/** Calls only server/effects/ may make: `object.method` chains (the last two names) and functions. */
export const EFFECT_PRIMITIVES = {
  members: [
    'liveBus.publish',
    'viewCache.invalidate',
    'viewCache.clear',
    'outbound.queue',
    'billingFollowUps.start',
  ],
  functions: ['queueOutbound', 'announceMilestones', 'runEffects', 'afterEventApplied'],
};

/** Where the effects live, and the test-only code (which may drive the primitives directly). */
export function mayCallPrimitives(relPath: string): boolean {
  return (
    relPath.startsWith('server/effects/') ||
    /\.test\.tsx?$/.test(relPath) ||
    /(^|\/)testing\//.test(relPath) ||
    /^server\/(test|faults)\//.test(relPath)
  );
}

function calleeName(callee: ts.Expression): string | null {
  if (ts.isIdentifier(callee)) return callee.text;
  if (!ts.isPropertyAccessExpression(callee)) return null;
  const owner = callee.expression;
  const ownerName = ts.isIdentifier(owner)
    ? owner.text
    : ts.isPropertyAccessExpression(owner)
      ? owner.name.text
      : null;
  return ownerName ? `${ownerName}.${callee.name.text}` : null;
}

/** Each primitive effect call in a server source outside server/effects/, as file:line:col. */
export function findEffectCalls(fileName: string, source: string): string[] {
  if (!fileName.startsWith('server/') || mayCallPrimitives(fileName)) return [];
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const name = calleeName(node.expression);
      const forbidden =
        name !== null &&
        (EFFECT_PRIMITIVES.members.includes(name) || EFFECT_PRIMITIVES.functions.includes(name));
      if (forbidden) {
        const { line, character } = file.getLineAndCharacterOfPosition(node.getStart(file));
        problems.push(
          `${fileName}:${line + 1}:${character + 1}: ${name}() is a side effect; call the effect that names the change from server/effects/ after the transaction instead`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) yield p;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const problems: string[] = [];
  for (const file of walk(join(root, 'server')))
    problems.push(...findEffectCalls(relative(root, file), readFileSync(file, 'utf8')));
  if (problems.length) {
    process.stderr.write(
      `Side effects outside server/effects/:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('effects: ok\n');
}
