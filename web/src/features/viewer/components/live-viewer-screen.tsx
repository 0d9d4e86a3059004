import { useLiveRun } from '../hooks/use-live-run';
import { ViewerScreen, type ViewerScreenProps } from './viewer-screen';

// Synced counters only, loaded on demand: the live code stays out of the plain viewer's budget.
export function LiveViewerScreen(props: ViewerScreenProps) {
  const liveRun = useLiveRun(props.id, props.settings, true, props.signedIn);
  return <ViewerScreen {...props} liveRun={liveRun} />;
}
