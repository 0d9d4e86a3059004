import type { IconPosition, SocialIcon as SocialIconName } from '@core/counter/settings-options';
import { createElement, useEffect, useState } from 'react';
import { loadGlyphs } from './load-glyphs';
import type { GLYPHS } from './social-glyphs';

// React's SVG props are camelCase; the shared glyph data uses the SVG attribute names.
const toReactProps = (attrs: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(attrs).map(([k, v]) => [k.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase()), v]),
  );

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
      {glyph && (
        <svg viewBox="0 0 24 24" role="img" aria-label={glyph.label}>
          {glyph.parts.map(([tag, attrs], i) => createElement(tag, { key: i, ...toReactProps(attrs) }))}
        </svg>
      )}
    </span>
  );
}
