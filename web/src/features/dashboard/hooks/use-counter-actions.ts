import type { EmbedCode } from '@core/api/counters';
import { EMBED_PREMIUM_TOAST, isPremium, type PlanMessage, type PlanUser } from '@core/plan/plan-rules';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { toast } from '@web/components/ui/toast';
import { errorText } from '@web/lib/api-error';
import { useState } from 'react';
import { useDeleteCounter } from '../api/delete-counter';
import { useEmbedCode } from '../api/get-embed-code';

const DELETE_CONFIRM = 'Are you sure you want to delete this counter?';

function isPremiumRefusal(error: unknown): boolean {
  return errorText(error).toLowerCase().includes('premium feature');
}

// Embed and Delete of a dashboard counter card, with the toasts of docs/product.md §8. Share is the
// card's own popover. An embed a Free user may not have opens the upgrade dialog (onUpgrade).
export function useCounterActions(user: PlanUser | null, onUpgrade: (message: PlanMessage) => void) {
  const deletion = useDeleteCounter();
  const embed = useEmbedCode();
  const [shown, setShown] = useState<EmbedCode | null>(null);
  const { dialog: confirmDialog, confirm } = useConfirm();

  function showEmbed(id: string) {
    if (!isPremium(user)) {
      onUpgrade(EMBED_PREMIUM_TOAST);
      return;
    }
    embed.mutate(id, {
      onSuccess: setShown,
      onError: (error) =>
        // The plan may have lapsed since the page loaded: the server is the authority.
        isPremiumRefusal(error)
          ? onUpgrade(EMBED_PREMIUM_TOAST)
          : toast({
              title: 'Error',
              description: 'Failed to generate embed code. Please try again.',
              variant: 'destructive',
            }),
    });
  }

  async function remove(id: string, name: string) {
    if (!(await confirm({ title: `Delete “${name}”?`, description: DELETE_CONFIRM }))) return;
    deletion.mutate(id, {
      onSuccess: () =>
        toast({ title: 'Counter deleted', description: 'Your counter has been successfully deleted.' }),
      onError: () =>
        toast({
          title: 'Error',
          description: 'Failed to delete counter. Please try again.',
          variant: 'destructive',
        }),
    });
  }

  return {
    showEmbed,
    remove,
    confirmDialog,
    embed: shown,
    closeEmbed: () => setShown(null),
    pendingEmbedId: embed.isPending ? embed.variables : undefined,
    pendingDeleteId: deletion.isPending ? deletion.variables : undefined,
  };
}
