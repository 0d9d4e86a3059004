import { LoadingState } from '@web/components/ui/spinner';

// Shown while the current user or a lazy screen loads (docs/product.md §2).
export function FullPageLoading() {
  return (
    <div className="grid min-h-dvh place-items-center">
      <LoadingState />
    </div>
  );
}
