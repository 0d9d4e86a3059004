import { useCounterRun } from '@web/components/counter-display/use-counter-run';
import { useState } from 'react';
import { newYearDemo } from './demo-settings';
import { DemoStage } from './demo-stage';

/** The countdown demo: to local midnight of next 1 January, ticking from the moment it shows. */
export function NewYearDemo() {
  const [settings] = useState(() => newYearDemo());
  const run = useCounterRun(settings);
  return (
    <div className="flex flex-col gap-4">
      <p className="rounded-2xl bg-white/10 px-4 py-3 text-center text-sm font-semibold text-white ring-1 ring-white/15">
        Interactive Demo - Try the controls below!
      </p>
      <DemoStage run={run} settings={settings} runControls={false} />
    </div>
  );
}
