import type { CounterSettings } from '@core/counter/settings';
import { buildBackgroundCss } from '@core/counter/settings-style';
import { type ReactNode, useEffect, useRef } from 'react';
import { fitToFrame } from '../fit-frame';
import { useEmbedHeight } from '../hooks/use-embed-height';
import { EMBED_CONTENT_CLASS, EMBED_MAIN_CLASS } from '../layout-classes';

interface EmbedLayoutProps {
  id: string;
  settings: CounterSettings;
  transparent: boolean;
  hideCursor: boolean;
  children: ReactNode;
}

/**
 * The frame of /embed/:id: no page chrome; the background fills the frame (or nothing, for OBS),
 * and the content column keeps its natural height so it can be reported to the parent page; it is
 * scaled to fit the frame (fit-frame.ts), whatever the frame's size.
 */
export function EmbedLayout({ id, settings, transparent, hideCursor, children }: EmbedLayoutProps) {
  const content = useRef<HTMLDivElement>(null);
  useEmbedHeight(id, content, true);
  useEffect(() => fitToFrame(content.current), []);
  useEffect(() => {
    // html and body must be transparent too, or OBS shows the page colour around the counter.
    if (transparent) document.documentElement.dataset.transparent = '';
  }, [transparent]);
  return (
    <main
      className={`${EMBED_MAIN_CLASS} ${hideCursor ? 'cursor-none' : ''}`}
      style={{ background: transparent ? 'transparent' : buildBackgroundCss(settings) }}
      data-testid="embed-root"
    >
      <div ref={content} className={EMBED_CONTENT_CLASS}>
        {children}
      </div>
    </main>
  );
}
