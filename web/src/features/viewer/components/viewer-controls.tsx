import type { ViewerState } from '@core/counter/engine/viewer-machine';
import {
  ExpandIcon,
  PauseIcon,
  PlayIcon,
  RestartIcon,
  ShrinkIcon,
} from '@web/components/counter-display/control-icons';
import { GlassBar, GlassButton } from '@web/components/counter-display/glass-button';

interface ViewerControlsProps {
  status: ViewerState['status'];
  isFullscreen: boolean;
  onToggle: () => void;
  onFullscreen: () => void;
  onRestart: () => void;
}

export function ViewerControls({
  status,
  isFullscreen,
  onToggle,
  onFullscreen,
  onRestart,
}: ViewerControlsProps) {
  return (
    <GlassBar role="toolbar" aria-label="Counter controls">
      {status === 'idle' && (
        <GlassButton variant="primary" onClick={onToggle}>
          <PlayIcon /> Start Counter
        </GlassButton>
      )}
      {status === 'running' && (
        <GlassButton variant="primary" onClick={onToggle}>
          <PauseIcon /> Pause
        </GlassButton>
      )}
      {status === 'paused' && (
        <GlassButton variant="primary" onClick={onToggle}>
          <PlayIcon /> Resume
        </GlassButton>
      )}
      {status === 'completed' && (
        <GlassButton variant="primary" onClick={onRestart}>
          <RestartIcon /> Restart Counter
        </GlassButton>
      )}
      <GlassButton onClick={onFullscreen} aria-pressed={isFullscreen}>
        {isFullscreen ? <ShrinkIcon /> : <ExpandIcon />}
        {isFullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
      </GlassButton>
    </GlassBar>
  );
}

export function KeyboardHint({ className = '' }: { className?: string }) {
  const key = 'rounded-md bg-white/15 px-1.5 py-0.5 font-mono text-[11px] text-white ring-1 ring-white/20';
  return (
    <p
      className={`items-center gap-2 rounded-full bg-slate-950/40 px-3 py-1.5 text-xs text-white/80 ring-1 ring-white/10 backdrop-blur-md ${className}`}
    >
      <kbd className={key}>Space</kbd> start/pause <kbd className={key}>F</kbd> fullscreen{' '}
      <kbd className={key}>R</kbd> restart
    </p>
  );
}
