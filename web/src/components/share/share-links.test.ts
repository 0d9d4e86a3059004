import { describe, expect, it } from 'vitest';
import { shareLinks } from './share-links';

describe('shareLinks', () => {
  const url = 'https://countstream.example/counter/abc123';
  const byTarget = Object.fromEntries(shareLinks(url, 'Road to 100K & more').map((l) => [l.target, l.href]));

  it('fills each service’s compose address with the title and the link, encoded', () => {
    expect(byTarget.x).toBe(
      'https://x.com/intent/post?text=Road%20to%20100K%20%26%20more&url=https%3A%2F%2Fcountstream.example%2Fcounter%2Fabc123',
    );
    expect(new URL(byTarget.threads as string).searchParams.get('text')).toBe(`Road to 100K & more ${url}`);
    expect(new URL(byTarget.whatsapp as string).searchParams.get('text')).toBe(`Road to 100K & more ${url}`);
    expect(byTarget.email).toBe(
      `mailto:?subject=Road%20to%20100K%20%26%20more&body=Road%20to%20100K%20%26%20more%0A${encodeURIComponent(url)}`,
    );
  });

  it('names the counter even when it has no title', () => {
    const [x] = shareLinks(url, '  ');
    expect(new URL(x?.href as string).searchParams.get('text')).toBe('My counter');
  });
});
