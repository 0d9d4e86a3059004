import { unitText } from '@core/counter/engine/countdown';
import type { CounterSettings } from '@core/counter/settings';
import type { IconPosition } from '@core/counter/settings-options';
import {
  type CssVars,
  countdownFit,
  describeFace,
  formatPercent,
  numberFit,
  rootVars,
} from './display-model';
import { formatCount } from './format-count';
import { loadGlyphs } from './load-glyphs';
import type { CounterFace } from './types';

// The counter's first frame as plain DOM, painted before React has even been parsed: on a slow
// phone that is most of a second sooner. It must match CounterDisplay's markup (idle state, no
// animation), because React then replaces it in one commit. Text goes in as text nodes only.
const SVG = 'http://www.w3.org/2000/svg';

function el(tag: string, cls: string, attrs: Record<string, string> = {}, vars?: CssVars): HTMLElement {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, v);
  if (vars) for (const [k, v] of Object.entries(vars)) node.style.setProperty(k, v);
  return node;
}

function icon(s: CounterSettings, at: IconPosition): HTMLElement[] {
  const name = s.socialIcon;
  if (name === 'none' || s.iconPosition !== at) return [];
  const wrap = el('span', 'cs-icon', { 'data-at': at, 'data-icon': name });
  void loadGlyphs().then((glyphs) => {
    const glyph = glyphs[name];
    const svg = document.createElementNS(SVG, 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', glyph.label);
    for (const [tag, attrs] of glyph.parts) {
      const part = document.createElementNS(SVG, tag);
      for (const [k, v] of Object.entries(attrs)) part.setAttribute(k, v);
      svg.append(part);
    }
    wrap.append(svg);
  });
  return [wrap];
}

function digits(text: string, style: string, attrs: Record<string, string>, vars?: CssVars): HTMLElement {
  const line = el(
    'span',
    'cs-digits',
    { 'data-style': style, elementtiming: 'counter-digits', ...attrs },
    vars,
  );
  for (const ch of text) {
    const cell = el('span', /\d/.test(ch) ? 'cs-cell' : 'cs-cell cs-sep');
    const glyph = el('span', 'cs-glyph');
    glyph.textContent = ch;
    cell.append(glyph);
    line.append(cell);
  }
  return line;
}

function face(s: CounterSettings, f: CounterFace, locale: string): HTMLElement {
  if (f.kind === 'number') {
    const text = formatCount(f.value, locale);
    return digits(text, s.numberStyle, { 'aria-hidden': 'true' }, numberFit(text, s));
  }
  const line = el(
    'span',
    'cs-countdown',
    { 'data-count': String(f.parts.length), 'aria-hidden': 'true' },
    countdownFit(f.parts, s),
  );
  f.parts.forEach((part, i) => {
    if (i > 0)
      line.append(Object.assign(el('span', 'cs-colon', { 'aria-hidden': 'true' }), { textContent: ':' }));
    const unit = el('span', 'cs-unit', { 'data-unit': part.label });
    const box = el('span', 'cs-box');
    box.append(digits(part.value, s.numberStyle, {}));
    unit.append(box, Object.assign(el('span', 'cs-label'), { textContent: unitText(part) }));
    line.append(unit);
  });
  return line;
}

export interface StaticDisplayOptions {
  variant: 'fullscreen' | 'card';
  transparent: boolean;
  locale: string;
  className?: string;
}

export function buildStaticDisplay(s: CounterSettings, f: CounterFace, o: StaticDisplayOptions): HTMLElement {
  const root = el('div', o.className ? `cs-display ${o.className}` : 'cs-display', {
    'data-variant': o.variant,
    'data-testid': 'counter-display',
    ...(o.transparent ? { 'data-transparent': '' } : {}),
  });
  const vars = rootVars(s, f, o.transparent);
  root.style.background = vars.background ?? '';
  for (const [k, v] of Object.entries(vars)) if (k.startsWith('--')) root.style.setProperty(k, v);
  const stack = el('div', 'cs-stack');
  stack.append(...icon(s, 'top'));
  if (s.avatarUrl)
    stack.append(el('img', 'cs-avatar', { src: s.avatarUrl, alt: '', referrerpolicy: 'no-referrer' }));
  if (s.title.trim() !== '' || (s.socialIcon !== 'none' && s.iconPosition.startsWith('title-'))) {
    const title = el(o.variant === 'fullscreen' ? 'h1' : 'p', 'cs-title', { 'data-testid': 'counter-title' });
    title.append(
      ...icon(s, 'title-left'),
      Object.assign(el('span', ''), { textContent: s.title }),
      ...icon(s, 'title-right'),
    );
    stack.append(title);
  }
  stack.append(...icon(s, 'counter-top'));
  const row = el('div', 'cs-row', { 'data-testid': 'counter-digits' });
  row.append(...icon(s, 'left'), face(s, f, o.locale), ...icon(s, 'right'));
  stack.append(row, Object.assign(el('span', 'cs-sr'), { textContent: describeFace(f, o.locale) }));
  if (f.kind === 'number') {
    const progress = el('div', 'cs-progress');
    const track = el('div', 'cs-track', { 'aria-hidden': 'true' });
    track.append(
      el('div', 'cs-fill', { style: `transform: scaleX(${Math.min(100, Math.max(0, f.progress)) / 100})` }),
    );
    progress.append(
      track,
      Object.assign(el('span', 'cs-progress-text'), { textContent: `${formatPercent(f.progress)} complete` }),
    );
    stack.append(progress);
  }
  stack.append(...icon(s, 'bottom'));
  root.append(stack);
  return root;
}
