// navigator.clipboard exists only in secure contexts (https or localhost) and may be refused;
// callers fall back to showing the text when this rejects.
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
  await navigator.clipboard.writeText(text);
}

// The public link lives on the product's own host (docs/product.md §2).
export function counterPublicUrl(id: string): string {
  return `${window.location.origin}/counter/${encodeURIComponent(id)}`;
}

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

export function formatCreatedDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? 'Unknown' : dateFormat.format(date);
}
