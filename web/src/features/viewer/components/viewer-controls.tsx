import type { ViewerState } from '@core/counter/engine/viewer-machine';
import { type CounterLocale, controlWords } from '@core/counter/locale/unit-words';
import {
  ExpandIcon,
  PauseIcon,
  PlayIcon,
  RestartIcon,
  ShrinkIcon,
} from '@web/components/counter-display/control-icons';
import { GlassBar, GlassButton } from '@web/components/counter-display/glass-button';

interface ViewerControlsProps {
  /** null: Fullscreen only (a visitor of a synced counter, who may not drive its run). */
  status: ViewerState['status'] | null;
  isFullscreen: boolean;
  onToggle: () => void;
  onFullscreen: () => void;
  onRestart: () => void;
  /** The counter's language: the buttons speak it (its table is loaded with its unit words). */
  locale?: CounterLocale;
}

export function ViewerControls({
  status,
  isFullscreen,
  onToggle,
  onFullscreen,
  onRestart,
  locale,
}: ViewerControlsProps) {
  const [start, pause, resume, restart, fullscreen, exitFullscreen, toolbar] = controlWords(locale);
  return (
    <GlassBar role="toolbar" aria-label={toolbar}>
      {status === 'idle' && (
        <GlassButton variant="primary" onClick={onToggle} aria-keyshortcuts="Space">
          <PlayIcon /> {start}
        </GlassButton>
      )}
      {status === 'running' && (
        <GlassButton variant="primary" onClick={onToggle} aria-keyshortcuts="Space">
          <PauseIcon /> {pause}
        </GlassButton>
      )}
      {status === 'paused' && (
        <GlassButton variant="primary" onClick={onToggle} aria-keyshortcuts="Space">
          <PlayIcon /> {resume}
        </GlassButton>
      )}
      {status === 'completed' && (
        <GlassButton variant="primary" onClick={onRestart} aria-keyshortcuts="R">
          <RestartIcon /> {restart}
        </GlassButton>
      )}
      <GlassButton onClick={onFullscreen} aria-pressed={isFullscreen} aria-keyshortcuts="F">
        {isFullscreen ? <ShrinkIcon /> : <ExpandIcon />}
        {isFullscreen ? exitFullscreen : fullscreen}
      </GlassButton>
    </GlassBar>
  );
}

// The same keys useViewerKeys handles, in the order docs/product.md lists them.
const KEYS = ['Space', 'R', 'F'] as const;

/**
 * The viewer's shortcuts (its owner's only: the audience never sees the chip), shown where a keyboard is likely:
 * wide screens with a mouse or trackpad. Screen readers get them from aria-keyshortcuts on the buttons.
 */
export function KeyboardHint({ className = '', locale }: { className?: string; locale?: CounterLocale }) {
  const actions = controlWords(locale).slice(7, 10);
  const key = 'rounded-md bg-white/15 px-1.5 py-0.5 font-mono text-[11px] text-white ring-1 ring-white/25';
  return (
    <p
      data-testid="keyboard-hint"
      className={`items-center gap-3 rounded-full bg-slate-950/45 px-3 py-1.5 text-xs text-white/80 ring-1 ring-white/15 backdrop-blur-xl ${className}`}
    >
      {KEYS.map((k, i) => (
        <span key={k} className="inline-flex items-center gap-1.5">
          {i > 0 && ' '}
          <kbd className={key}>{k}</kbd> {actions[i]}
        </span>
      ))}
    </p>
  );
}
