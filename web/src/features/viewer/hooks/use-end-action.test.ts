import { createFormDefaults } from '@core/counter/settings-defaults';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EndRedirectNotice } from '../components/end-redirect-notice';
import { REDIRECT_NOTICE_MS } from '../utils/end-redirect';
import { type RedirectWindow, startEndRedirect, useEndRedirect } from './use-end-action';

// The redirect end action on the public page: a notice naming where it goes, a link to go now,
// the move itself a few seconds later, and nothing at all for an owner without Premium.
const settings = {
  ...createFormDefaults(new Date(Date.UTC(2030, 0, 1)), 'UTC'),
  endAction: 'redirect' as const,
  redirectUrl: 'https://shop.example/drop',
};

function Harness(props: { ended: boolean; ownerPremium: boolean; mode?: 'page' | 'embed' }) {
  const mode = props.mode ?? 'page';
  const { notice } = useEndRedirect(settings, mode, props.ended, props.ownerPremium);
  return notice ? createElement(EndRedirectNotice, { target: notice, mode }) : null;
}
const render = (props: Parameters<typeof Harness>[0]) => renderToStaticMarkup(createElement(Harness, props));

describe('the redirect notice', () => {
  it('says where a Premium owner’s counter goes at zero, with a link to the same address', () => {
    const markup = render({ ended: true, ownerPremium: true });
    expect(markup).toContain('role="status"');
    expect(markup).toContain('Taking you to shop.example…');
    expect(markup).toContain('<a href="https://shop.example/drop"');
    expect(markup).toContain('Go now');
    expect(markup).not.toContain('target=');
    // In an embed the link moves the embedding page, as the redirect does.
    expect(render({ ended: true, ownerPremium: true, mode: 'embed' })).toContain('target="_top"');
  });

  it('shows nothing before zero, nor for an owner without Premium', () => {
    expect(render({ ended: false, ownerPremium: true })).toBe('');
    expect(render({ ended: true, ownerPremium: false })).toBe('');
  });
});

describe('the move after the notice', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const fakeWindow = (framed: boolean, topRefuses = false) => {
    const topHref: string[] = [];
    const top = {
      location: {
        set href(url: string) {
          if (topRefuses) throw new DOMException('sandboxed', 'SecurityError');
          topHref.push(url);
        },
        get href() {
          return topHref.at(-1) ?? '';
        },
      },
    };
    const win = { self: {}, top: null as RedirectWindow['top'], location: { assign: vi.fn() } };
    win.top = framed ? top : (win.self as RedirectWindow['top']);
    return { win, topHref };
  };

  it('sends the share page on after the notice has shown, not before', () => {
    const { win } = fakeWindow(false);
    const refused = vi.fn();
    startEndRedirect('https://shop.example/drop', 'page', win, refused);
    vi.advanceTimersByTime(REDIRECT_NOTICE_MS - 1);
    expect(win.location.assign).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(win.location.assign).toHaveBeenCalledWith('https://shop.example/drop');
    expect(refused).not.toHaveBeenCalled();
  });

  it('stays when cancelled before the time is up (a restart, a new design)', () => {
    const { win } = fakeWindow(false);
    const cancel = startEndRedirect('https://shop.example/drop', 'page', win, vi.fn());
    vi.advanceTimersByTime(REDIRECT_NOTICE_MS - 1);
    cancel();
    vi.advanceTimersByTime(REDIRECT_NOTICE_MS);
    expect(win.location.assign).not.toHaveBeenCalled();
  });

  it('moves an embed’s top window, or reports that its page refused', () => {
    const open = fakeWindow(true);
    const openRefused = vi.fn();
    startEndRedirect('https://shop.example/drop', 'embed', open.win, openRefused);
    vi.advanceTimersByTime(REDIRECT_NOTICE_MS);
    expect(open.topHref).toEqual(['https://shop.example/drop']);
    expect(openRefused).not.toHaveBeenCalled();

    const locked = fakeWindow(true, true);
    const lockedRefused = vi.fn();
    startEndRedirect('https://shop.example/drop', 'embed', locked.win, lockedRefused);
    vi.advanceTimersByTime(REDIRECT_NOTICE_MS);
    expect(lockedRefused).toHaveBeenCalledOnce();
    expect(locked.win.location.assign).not.toHaveBeenCalled();
  });

  it('moves the page itself when the embed is not framed', () => {
    const { win } = fakeWindow(false);
    startEndRedirect('https://shop.example/drop', 'embed', win, vi.fn());
    vi.advanceTimersByTime(REDIRECT_NOTICE_MS);
    expect(win.location.assign).toHaveBeenCalledWith('https://shop.example/drop');
  });
});
