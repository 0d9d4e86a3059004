import type { CounterSummary } from '@core/api/counters';
import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@web/components/ui/dialog';
import { toast } from '@web/components/ui/use-toast';
import { serverMessage } from '@web/lib/api-error';
import { useState } from 'react';
import { type ApiKey, type KeyScope, useUpdateApiKey } from '../api/api-keys';
import { KeyScopeFields, scopeIsComplete } from './key-scope-fields';

// Changes what an existing key may do; the key itself stays the same, so bots need no new secret.
export function KeyScopeDialog({
  apiKey,
  counters,
  open,
  onOpenChange,
}: {
  apiKey: ApiKey;
  counters: CounterSummary[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [scope, setScope] = useState<KeyScope>({ access: apiKey.access, counterIds: apiKey.counterIds });
  const update = useUpdateApiKey();
  const save = () =>
    update.mutate(
      { id: apiKey.id, scope },
      {
        onSuccess: () => {
          toast({
            title: 'Access changed',
            description: `“${apiKey.name}” uses the new access from its next call.`,
          });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: 'Could not change the key',
            description: serverMessage(err),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Access of “{apiKey.name}”</DialogTitle>
          <DialogDescription>Give a key only what its tool needs.</DialogDescription>
        </DialogHeader>
        <KeyScopeFields scope={scope} counters={counters} onChange={setScope} />
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button loading={update.isPending} disabled={!scopeIsComplete(scope)} onClick={save}>
            Save access
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
