import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from './app-paths';
import { HOME_TITLE, PUBLIC_PAGES, pageMeta, SITE_NAME, SITEMAP_PATHS } from './page-meta';
import { isViewerPath } from './viewer-paths';

// Which paths have a page, which entry serves them, and what a public page is called: the server
// answers 404 and writes titles from these, so a wrong rule is a broken or misnamed page.

describe('isAppPath', () => {
  it('knows every page of the route table, with or without a trailing slash', () => {
    expect(APP_PATHS).toHaveLength(21);
    for (const path of [
      '/',
      '/auth',
      '/auth/reset',
      '/dashboard',
      '/counter/new',
      '/admin/',
      '/refund-policy',
    ])
      expect(isAppPath(path), path).toBe(true);
    for (const path of ['/counter/abc123', '/counter/abc123/edit', '/counter/x/control', '/embed/abc123/'])
      expect(isAppPath(path), path).toBe(true);
  });

  it('answers no for anything else, however close', () => {
    for (const path of [
      '/nope',
      '/dashboards',
      '/x/dashboard',
      '/counter/a/b/edit',
      '/counter//edit',
      '/embed',
      '/auth/reset/x',
    ])
      expect(isAppPath(path), path).toBe(false);
  });
});

describe('isViewerPath', () => {
  it('serves counters and embeds by id, but not the main app’s counter pages', () => {
    expect(isViewerPath('/counter/abc123')).toBe(true);
    expect(isViewerPath('/embed/abc123')).toBe(true);
    expect(isViewerPath('/embed/new')).toBe(true);
    expect(isViewerPath('/counter/new')).toBe(false);
    expect(isViewerPath('/counter/demo')).toBe(false);
    expect(isViewerPath('/counter/abc123/edit')).toBe(false);
    expect(isViewerPath('/counter')).toBe(false);
    expect(isViewerPath('/dashboard/abc123')).toBe(false);
  });
});

describe('pageMeta', () => {
  it('names the public pages, with or without a trailing slash', () => {
    expect(SITE_NAME).toBe('Countstream');
    expect(pageMeta('/')).toEqual({
      title: 'Countstream — Free Counter Creator & Countdown Timer Maker',
      description:
        'Build animated number counters and countdown timers. Share them by link, embed them in your site or OBS.',
    });
    expect(pageMeta('/help/')).toBe(PUBLIC_PAGES['/help']);
    expect(pageMeta('/help')?.title).toBe('Help Center · Countstream');
    expect(pageMeta('/dashboard')).toBeUndefined();
    expect(pageMeta('/help/x')).toBeUndefined();
    expect(HOME_TITLE).toBe(PUBLIC_PAGES['/']?.title);
  });

  it('gives every public page its own title and a description, and lists them all in the sitemap', () => {
    expect(SITEMAP_PATHS).toEqual([
      '/',
      '/counter/demo',
      '/help',
      '/contact',
      '/privacy',
      '/terms',
      '/refund-policy',
    ]);
    const titles = Object.values(PUBLIC_PAGES).map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    for (const [path, meta] of Object.entries(PUBLIC_PAGES)) {
      expect(meta.title, path).toMatch(/Countstream/);
      expect(meta.description.length, path).toBeGreaterThan(40);
    }
    expect(PUBLIC_PAGES).toMatchObject({
      '/counter/demo': { title: 'Interactive Demo · Countstream' },
      '/contact': { title: 'Contact Support · Countstream' },
      '/privacy': { title: 'Privacy Policy · Countstream' },
      '/terms': { title: 'Terms of Service · Countstream' },
      '/refund-policy': { title: 'Refund Policy · Countstream' },
    });
  });
});
