import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// A replacement given to .replace/.replaceAll as a string is a pattern: "$`", "$'", "$&" and
// "$<name>" in it stand for parts of the subject. Built from user text (a counter's title), it
// once turned a 31 KB page into 53 MB. So the second argument must be one whose meaning is plain
// from the call itself: a string literal (its "$" patterns, if any, written on purpose) or an
// inline function, whose result is inserted as it is. Anything else (a variable, a template with
// substitutions, a call) cannot be told apart from user text here, and is refused (run by
// `npm run lint`).
const root = fileURLToPath(new URL('..', import.meta.url));
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs)$/;
const DIRS = ['core', 'server', 'web/src', 'scripts', 'e2e', 'bench'];

function* walk(dir: string): Generator<string> {
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist' || entry.startsWith('.')) continue;
    const p = join(dir, entry);
    if (statSync(p).isDirectory()) yield* walk(p);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) yield p;
  }
}

const unwrap = (node: ts.Expression): ts.Expression => {
  let e = node;
  while (ts.isParenthesizedExpression(e)) e = e.expression;
  return e;
};

/** Whether the replacement argument's meaning is known from the call: a literal or a function. */
function plainReplacement(arg: ts.Expression): boolean {
  const e = unwrap(arg);
  return (
    ts.isStringLiteral(e) ||
    ts.isNoSubstitutionTemplateLiteral(e) ||
    ts.isArrowFunction(e) ||
    ts.isFunctionExpression(e)
  );
}

/** Each `.replace(x, y)` / `.replaceAll(x, y)` in the source whose `y` is neither, as file:line:col. */
export function findDynamicReplacements(fileName: string, source: string): string[] {
  const kind = /\.[cm]?tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : undefined;
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, kind);
  const problems: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && node.arguments.length >= 2) {
      const callee = node.expression;
      const name = ts.isPropertyAccessExpression(callee)
        ? callee.name.text
        : ts.isElementAccessExpression(callee) && ts.isStringLiteralLike(callee.argumentExpression)
          ? callee.argumentExpression.text
          : null;
      if ((name === 'replace' || name === 'replaceAll') && !plainReplacement(node.arguments[1]!)) {
        const { line, character } = file.getLineAndCharacterOfPosition(node.arguments[1]!.getStart(file));
        problems.push(
          `${fileName}:${line + 1}:${character + 1}: .${name}() with a replacement that is neither a string literal nor an inline function ("$" patterns in it would be expanded); use () => text or split/join`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return problems;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const problems: string[] = [];
  for (const dir of DIRS) {
    try {
      for (const file of walk(join(root, dir)))
        problems.push(...findDynamicReplacements(relative(root, file), readFileSync(file, 'utf8')));
    } catch (err) {
      if ((err as { code?: string }).code !== 'ENOENT') throw err;
    }
  }
  if (problems.length) {
    process.stderr.write(
      `Replacement strings that may hold "$" patterns:\n${problems.map((p) => `  ${p}`).join('\n')}\n`,
    );
    process.exit(1);
  }
  process.stdout.write('replacements: ok\n');
}
