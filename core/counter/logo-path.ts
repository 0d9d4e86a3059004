/** Where a stored logo is served: our origin, addressed by its content, so it may be cached for good. */
export function logoPath(hash: string): string {
  return `/api/logos/${hash}`;
}
