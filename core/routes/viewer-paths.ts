// Paths served by the lightweight viewer entry instead of the main app.
// /counter/new and /counter/demo belong to the main app; /counter/:id and /embed/:id to the viewer.
const RESERVED = new Set(['new', 'demo']);

export function isViewerPath(path: string): boolean {
  const parts = path.split('/').filter(Boolean);
  if (parts.length !== 2) return false;
  if (parts[0] === 'embed') return true;
  // Stryker disable next-line StringLiteral: with two parts, parts[1] is always there; ?? only satisfies the type
  return parts[0] === 'counter' && !RESERVED.has(parts[1] ?? '');
}
