import { describe, expect, it } from 'vitest';
import { endRedirectTarget, REDIRECT_NOTICE_MS } from './end-redirect';

// The redirect end action: only a Premium owner's counter leaves the page, and it says where first.
const redirect = (redirectUrl: string | undefined) => ({ endAction: 'redirect' as const, redirectUrl });

describe('where the redirect end action goes', () => {
  it('names the destination host with an ellipsis, for a Premium owner', () => {
    expect(endRedirectTarget(redirect('https://shop.example/drop?ref=1'), true)).toEqual({
      href: 'https://shop.example/drop?ref=1',
      host: 'shop.example',
      text: 'Taking you to shop.example…',
    });
    expect(endRedirectTarget(redirect('https://shop.example'), true)?.text).toMatch(/\u2026$/);
  });

  it('goes nowhere for an owner without Premium: the completion message shows instead', () => {
    expect(endRedirectTarget(redirect('https://shop.example/drop'), false)).toBeNull();
  });

  it('goes nowhere for the other end actions or without a link', () => {
    for (const endAction of ['message', 'hide', undefined] as const)
      expect(endRedirectTarget({ endAction, redirectUrl: 'https://shop.example' }, true)).toBeNull();
    expect(endRedirectTarget(redirect(undefined), true)).toBeNull();
    expect(endRedirectTarget(redirect(''), true)).toBeNull();
  });

  it('goes only to https links, whatever was stored', () => {
    for (const url of [
      'http://shop.example',
      'javascript:alert(1)',
      'data:text/html,x',
      'shop.example',
      '//x.example',
    ])
      expect(endRedirectTarget(redirect(url), true), url).toBeNull();
  });

  it('shows the host the browser really goes to', () => {
    const cases = [
      // User info before an @ is not the host.
      ['https://shop.example@evil.example/login', 'evil.example'],
      ['https://shop.example:x@evil.example/', 'evil.example'],
      // A look-alike international name shows its xn-- form, not the letters it imitates.
      ['https://\u0430pple.example/', 'xn--pple-43d.example'],
      // Case, a port and encoded characters are normalised by the same parse the browser uses.
      ['https://SHOP.Example:8443/a', 'shop.example'],
      ['https://shop%2Eexample/', 'shop.example'],
    ] as const;
    for (const [url, host] of cases) {
      const target = endRedirectTarget(redirect(url), true);
      expect(target?.host, url).toBe(host);
      expect(new URL(target!.href).hostname, url).toBe(host);
      expect(target?.text, url).toBe(`Taking you to ${host}…`);
    }
  });

  it('waits about three seconds before it goes', () => {
    expect(REDIRECT_NOTICE_MS).toBe(3000);
  });
});
