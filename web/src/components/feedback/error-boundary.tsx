import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { RefreshCw, TriangleAlert } from 'lucide-react';
import { Component, type ErrorInfo, type ReactNode } from 'react';

type Props = { children: ReactNode };
type State = { error: Error | null };

// Catches render errors and failed lazy chunks (e.g. after a deploy) instead of a blank page.
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen crashed', error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="grid min-h-dvh place-items-center px-4">
        <Card className="w-full max-w-md">
          <div role="alert" className="flex flex-col items-center gap-4 px-6 py-12 text-center">
            <span className="grid size-14 place-items-center rounded-2xl bg-amber-50 text-amber-600">
              <TriangleAlert className="size-7" aria-hidden />
            </span>
            <h1 className="text-xl font-bold text-slate-900">Something went wrong</h1>
            <p className="text-slate-600">Please reload the page. If it keeps happening, contact support.</p>
            <Button onClick={() => window.location.reload()}>
              <RefreshCw aria-hidden />
              Reload page
            </Button>
          </div>
        </Card>
      </div>
    );
  }
}
