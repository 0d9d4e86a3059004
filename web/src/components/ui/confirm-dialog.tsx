import { AlertDialog } from 'radix-ui';
import { type ReactNode, useState } from 'react';
import { buttonClasses } from './button';

export interface ConfirmRequest {
  /** Names the item, so the user knows exactly what goes: 'Delete “Road to 1M”?'. */
  title: string;
  description: string;
  confirmLabel?: string;
}

type Pending = ConfirmRequest & { resolve: (ok: boolean) => void };

/**
 * An in-app replacement for window.confirm: `confirm(request)` resolves true on the action, false
 * on Cancel, Escape or a click outside. Render `dialog` once in the component that asks.
 */
export function useConfirm(): { dialog: ReactNode; confirm: (request: ConfirmRequest) => Promise<boolean> } {
  const [pending, setPending] = useState<Pending | null>(null);
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = (
    <AlertDialog.Root open={pending !== null} onOpenChange={(open) => !open && settle(false)}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="dialog-overlay fixed inset-0 z-50 bg-slate-950/50 backdrop-blur-sm" />
        <AlertDialog.Content className="dialog-content fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 gap-4 rounded-2xl bg-white p-6 shadow-2xl focus:outline-none sm:p-8">
          <AlertDialog.Title className="text-lg font-bold break-words text-slate-900">
            {pending?.title}
          </AlertDialog.Title>
          <AlertDialog.Description className="text-sm text-slate-600">
            {pending?.description}
          </AlertDialog.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel className={buttonClasses('outline', 'md')}>Cancel</AlertDialog.Cancel>
            <AlertDialog.Action
              className={buttonClasses('destructive', 'md')}
              onClick={(event) => {
                event.preventDefault();
                settle(true);
              }}
            >
              {pending?.confirmLabel ?? 'Delete'}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
  return { dialog, confirm: (request) => new Promise((resolve) => setPending({ ...request, resolve })) };
}
