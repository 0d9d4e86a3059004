import { useCounterRun } from '@web/components/counter-display/use-counter-run';
import { useState } from 'react';
import { newYearDemo } from './demo-settings';
import { DemoStage } from './demo-stage';

/** The countdown demo: to local midnight of next 1 January, ticking from the moment it shows. */
export function NewYearDemo() {
  const [settings] = useState(() => newYearDemo());
  const run = useCounterRun(settings);
  return <DemoStage run={run} settings={settings} runControls={false} />;
}
