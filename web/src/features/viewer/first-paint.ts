import { INITIAL_VIEWER_STATE } from '@core/counter/engine/viewer-machine';
import { buildBackgroundCss } from '@core/counter/settings-style';
import { defaultLocale } from '@web/components/counter-display/display-model';
import { loadCounterFont } from '@web/components/counter-display/font-loaders';
import { computeFace, createNumberClock } from '@web/components/counter-display/run-face';
import { buildStaticDisplay } from '@web/components/counter-display/static-display';
import type { CounterViewResult } from './api/load-counter-view';
import { EMBED_CONTENT_CLASS, EMBED_MAIN_CLASS, VIEWER_MAIN_CLASS, VIEWER_PAD_CLASS } from './layout-classes';
import type { ViewerRoute } from './route';

// What the viewer shows before React has loaded: 'Loading counter...', then the counter's idle
// frame as plain DOM. React replaces both when it mounts (mount-viewer.tsx).

/** 'Loading counter...', shown only if the counter has not arrived after a moment (no flash). */
export function paintLoadingAfter(root: HTMLElement, delayMs: number): () => void {
  const timer = setTimeout(() => paintLoading(root), delayMs);
  return () => clearTimeout(timer);
}

export function paintLoading(root: HTMLElement): void {
  const status = document.createElement('div');
  status.setAttribute('role', 'status');
  status.className = 'flex min-h-dvh items-center justify-center gap-3 text-base font-medium text-white/85';
  const spinner = document.createElement('span');
  spinner.className =
    'size-5 animate-spin rounded-full border-2 border-white/25 border-t-white motion-reduce:animate-none';
  spinner.setAttribute('aria-hidden', 'true');
  status.append(spinner, 'Loading counter...');
  root.replaceChildren(status);
}

export function paintFirstFrame(root: HTMLElement, route: ViewerRoute, result: CounterViewResult): void {
  if (result.status !== 'found') return;
  const { settings } = result;
  const face = computeFace(settings, INITIAL_VIEWER_STATE, Date.now(), createNumberClock(settings, 1));
  const locale = defaultLocale();
  const main = document.createElement('main');
  if (route.mode === 'page') {
    main.className = VIEWER_MAIN_CLASS;
    main.append(
      buildStaticDisplay(settings, face, {
        variant: 'fullscreen',
        transparent: false,
        locale,
        className: VIEWER_PAD_CLASS,
      }),
    );
  } else {
    main.className = EMBED_MAIN_CLASS;
    main.style.background = route.transparent ? 'transparent' : buildBackgroundCss(settings);
    const content = document.createElement('div');
    content.className = EMBED_CONTENT_CLASS;
    content.append(buildStaticDisplay(settings, face, { variant: 'card', transparent: true, locale }));
    main.append(content);
  }
  root.replaceChildren(main);
  // Requested after the frame is built: it swaps in when ready (font-display: swap).
  loadCounterFont(settings.fontStyle);
}
