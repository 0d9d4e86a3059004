import { generalPriceBodySchema } from '@core/api/admin';
import { SessionEndedAlert } from '@web/components/feedback/session-ended-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useSessionEnded } from '@web/lib/auth/session-ended';
import { useStateDraft } from '@web/lib/drafts/use-state-draft';
import { type FormEvent, useState } from 'react';
import { useUpdateGeneralPrice } from '../api/update-general-price';
import { firstIssue } from '../utils/first-issue';
import { formatMoney } from '../utils/format';
import { PriceInput } from './price-input';

// The monthly Premium price everyone pays unless they have a custom price or a discount runs.
export function GeneralPriceForm({ current }: { current: string | undefined }) {
  const [price, setPrice, clearDraft] = useStateDraft('admin:general-price', '');
  const session = useSessionEnded();
  const [error, setError] = useState<string>();
  const update = useUpdateGeneralPrice();

  function submit(event: FormEvent) {
    event.preventDefault();
    // The server's own schema, so the browser refuses exactly what the server would.
    const parsed = generalPriceBodySchema.safeParse({ generalPrice: price });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(undefined);
    update.mutate(parsed.data.generalPrice, { onSuccess: clearDraft, onError: session.check });
  }

  return (
    <form onSubmit={submit} noValidate className="grid gap-3">
      <FormField
        label="General Monthly Price"
        error={error}
        hint={current ? `Current price: ${formatMoney(current)}/month` : undefined}
      >
        <PriceInput placeholder="4.99" value={price} onChange={(e) => setPrice(e.target.value)} />
      </FormField>
      {session.ended && <SessionEndedAlert onSignIn={session.signIn} />}
      <Button
        type="submit"
        loading={update.isPending}
        disabled={price.trim() === ''}
        className="justify-self-start"
      >
        Update Price
      </Button>
    </form>
  );
}
