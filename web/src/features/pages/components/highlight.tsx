import { Children, cloneElement, isValidElement, type ReactNode } from 'react';

/**
 * `node` with every match of `pattern` wrapped in <mark>, through the children of its elements
 * (links and bold words keep working). The pattern has one capture group, so split() puts the
 * matches at the odd places.
 */
export function highlight(node: ReactNode, pattern: RegExp | null): ReactNode {
  if (!pattern) return node;
  if (typeof node === 'string') {
    const parts = node.split(pattern);
    if (parts.length === 1) return node;
    return parts.map((part, i) =>
      i % 2 === 1 ? (
        <mark key={i} className="rounded-sm bg-amber-200 px-0.5 text-inherit">
          {part}
        </mark>
      ) : (
        part
      ),
    );
  }
  if (Array.isArray(node)) return Children.map(node, (child) => highlight(child, pattern));
  if (isValidElement<{ children?: ReactNode }>(node) && node.props.children !== undefined) {
    return cloneElement(node, undefined, highlight(node.props.children, pattern));
  }
  return node;
}
