import { Children, isValidElement, type ReactNode } from 'react';

// Searching the Help Center as the reader types: every word typed must appear (in any order, any
// case) in an entry's text. "email" finds "e-mail" and the other way round, because a hyphen
// between two letters is optional on both sides.

/** The words of a query, lower-case, hyphens dropped; at most 8, each at most 40 characters. */
export function queryTerms(query: string): string[] {
  return query
    .toLowerCase()
    .split(/\s+/)
    .map((w) =>
      w
        .replace(/-/g, '')
        .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '')
        .slice(0, 40),
    )
    .filter((w) => w.length > 0)
    .slice(0, 8);
}

const escapeChar = (c: string) => c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** One pattern per term; between any two of its characters a hyphen may stand. */
export function termPattern(terms: string[]): RegExp | null {
  if (terms.length === 0) return null;
  const parts = terms.map((t) => Array.from(t).map(escapeChar).join('-?'));
  return new RegExp(`(${parts.join('|')})`, 'gi');
}

export function matchesAll(text: string, terms: string[]): boolean {
  return terms.every((t) => new RegExp(Array.from(t).map(escapeChar).join('-?'), 'i').test(text));
}

const BLOCKS = new Set(['p', 'li', 'ul', 'ol', 'div', 'dd', 'dt']);

/**
 * The words a React answer shows: strings and numbers, and the children of every element, joined
 * as they read (a block such as a list item stands apart). Parts drawn without children (the price,
 * the OBS steps) are not searched; `keywords` cover them.
 */
export function textOf(node: ReactNode): string {
  if (node === null || node === undefined || typeof node === 'boolean') return '';
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(textOf).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) {
    const inner = Children.toArray(node.props.children).map(textOf).join('');
    return typeof node.type === 'string' && BLOCKS.has(node.type) ? ` ${inner} ` : inner;
  }
  return '';
}
