import { celebrate } from '@web/components/counter-display/celebrate';
import { RestartIcon } from '@web/components/counter-display/control-icons';
import { formatPercent } from '@web/components/counter-display/counter-faces';
import { GlassButton } from '@web/components/counter-display/glass-button';
import { useCounterRun } from '@web/components/counter-display/use-counter-run';
import { useEffect, useState } from 'react';
import { DEMO_CONFETTI, FOLLOWER_DEMO, START_AGAIN_DELAY_MS } from './demo-settings';
import { DemoStage } from './demo-stage';

/** The Instagram Followers demo: 99,930 → 100,000 by 1–3 every 800 ms, then a celebration. */
export function FollowerDemo() {
  const run = useCounterRun(FOLLOWER_DEMO);
  const [canStartAgain, setCanStartAgain] = useState(false);

  useEffect(() => {
    if (!run.completed) return;
    const show = celebrate(DEMO_CONFETTI);
    const timer = setTimeout(() => setCanStartAgain(true), START_AGAIN_DELAY_MS);
    return () => {
      clearTimeout(timer);
      show.stop();
      setCanStartAgain(false);
    };
  }, [run.completed]);

  const startAgain = () => {
    run.restart();
    run.start();
  };
  const progress = run.face.kind === 'number' ? run.face.progress : 0;

  return (
    <DemoStage
      run={run}
      settings={FOLLOWER_DEMO}
      progressText={`${formatPercent(progress)} to 100K`}
      completedAction={
        canStartAgain && (
          <GlassButton variant="primary" onClick={startAgain}>
            <RestartIcon /> Start Again
          </GlassButton>
        )
      }
    />
  );
}
