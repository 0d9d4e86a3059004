import { GlassBar } from '@web/components/counter-display/glass-button';
import type { RedirectTarget } from '../utils/end-redirect';

/**
 * Shown at zero before the redirect end action leaves the page: where it is going, and a link to
 * go now. The link is the very address the page moves to; in an embed it opens in the embedding
 * page, as the redirect does.
 */
export function EndRedirectNotice({ target, mode }: { target: RedirectTarget; mode: 'page' | 'embed' }) {
  return (
    <GlassBar
      role="status"
      data-testid="redirect-notice"
      className="max-w-full gap-x-3 px-4 py-3 text-sm text-white"
    >
      {/* A long host name wraps rather than widening a narrow screen. */}
      <span className="wrap-anywhere">{target.text}</span>
      <a
        href={target.href}
        target={mode === 'embed' ? '_top' : undefined}
        className="font-semibold underline underline-offset-4"
      >
        Go now
      </a>
    </GlassBar>
  );
}
