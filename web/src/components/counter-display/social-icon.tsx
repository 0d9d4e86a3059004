import type { IconPosition, SocialIcon as SocialIconName } from '@core/counter/settings-options';
import { createElement, useEffect, useState } from 'react';
import { loadGlyphs } from './load-glyphs';
import type { GLYPHS } from './social-glyphs';

type Glyph = (typeof GLYPHS)[keyof typeof GLYPHS];

// React's SVG props are camelCase; the shared glyph data uses the SVG attribute names.
const toReactProps = (attrs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );

/** One brand glyph as SVG in currentColor; named for screen readers unless `decorative`. */
export function GlyphSvg({ glyph, decorative = false }: { glyph: Glyph; decorative?: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : glyph.label}
      aria-hidden={decorative || undefined}
    >
      {glyph.parts.map(([tag, attrs], i) => createElement(tag, { key: i, ...toReactProps(attrs) }))}
    </svg>
  );
}

export function SocialIcon({ name, at }: { name: SocialIconName; at: IconPosition }) {
  const [glyphs, setGlyphs] = useState<typeof GLYPHS | null>(null);
  useEffect(() => {
    if (name === 'none') return;
    let live = true;
    void loadGlyphs().then((g) => {
      if (live) setGlyphs(g);
    });
    return () => {
      live = false;
    };
  }, [name]);
  if (name === 'none') return null;
  const glyph = glyphs?.[name];
  return (
    <span className="cs-icon" data-at={at} data-icon={name}>
      {glyph && <GlyphSvg glyph={glyph} />}
    </span>
  );
}
