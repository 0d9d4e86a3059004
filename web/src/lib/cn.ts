// Joins class names, skipping falsy values (we keep variants conflict-free instead of merging).
export function cn(...classes: Array<string | false | null | undefined>): string {
  return classes.filter(Boolean).join(' ');
}
