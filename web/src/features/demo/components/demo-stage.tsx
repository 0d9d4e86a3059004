import { ExpandIcon, PauseIcon, PlayIcon, ShrinkIcon } from '@web/components/counter-display/control-icons';
import { CounterDisplay } from '@web/components/counter-display/counter-display';
import { GlassBar, GlassButton } from '@web/components/counter-display/glass-button';
import type { CounterDisplayProps } from '@web/components/counter-display/types';
import type { CounterRun } from '@web/components/counter-display/use-counter-run';
import { useFullscreen } from '@web/components/counter-display/use-fullscreen';
import { type ReactNode, useRef } from 'react';

interface DemoStageProps {
  run: CounterRun;
  settings: CounterDisplayProps['settings'];
  progressText?: string;
  /** Replaces Start/Pause after completion (the follower demo's Start Again). */
  completedAction?: ReactNode;
  /** false: no Start or Pause (a date countdown runs by itself, to the end every viewer shares). */
  runControls?: boolean;
}

/**
 * A framed counter with its controls inside, so fullscreen shows both. Its height follows its
 * content (no fixed aspect ratio): a completion message never slides under the controls. Its
 * least height holds either demo, so switching between them moves nothing.
 */
export function DemoStage({
  run,
  settings,
  progressText,
  completedAction,
  runControls = true,
}: DemoStageProps) {
  const stage = useRef<HTMLDivElement>(null);
  const { isFullscreen, toggleFullscreen } = useFullscreen(stage);
  const status = runControls ? run.state.status : null;
  return (
    <div
      ref={stage}
      className="relative flex min-h-[32rem] flex-col overflow-hidden rounded-3xl shadow-2xl shadow-black/40 ring-1 ring-white/10 sm:min-h-[26rem] lg:min-h-[34rem] [&:fullscreen]:rounded-none"
    >
      <CounterDisplay
        settings={settings}
        face={run.face}
        completed={run.completed}
        variant="card"
        progressText={progressText}
        className="flex-1 [--cs-pad-bottom:6.5rem]"
      />
      <div className="absolute inset-x-0 bottom-0 flex justify-center p-4 sm:p-6">
        <GlassBar role="toolbar" aria-label="Demo controls">
          {status === 'idle' && (
            <GlassButton variant="primary" onClick={run.toggle}>
              <PlayIcon /> Start Counter
            </GlassButton>
          )}
          {(status === 'running' || status === 'paused') && (
            <GlassButton variant="primary" onClick={run.toggle}>
              {status === 'running' ? <PauseIcon /> : <PlayIcon />}
              {status === 'running' ? 'Pause' : 'Resume'}
            </GlassButton>
          )}
          {status === 'completed' && completedAction}
          <GlassButton onClick={toggleFullscreen} aria-pressed={isFullscreen}>
            {isFullscreen ? <ShrinkIcon /> : <ExpandIcon />}
            {isFullscreen ? 'Exit Fullscreen' : 'Fullscreen'}
          </GlassButton>
        </GlassBar>
      </div>
    </div>
  );
}
