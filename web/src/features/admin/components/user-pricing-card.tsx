import { type AdminUser, userPricingBodySchema } from '@core/api/admin';
import { SessionEndedAlert } from '@web/components/feedback/session-ended-alert';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { useSessionEnded } from '@web/lib/auth/session-ended';
import { useStateDraft } from '@web/lib/drafts/use-state-draft';
import { Tag } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { useSetUserPricing } from '../api/set-user-pricing';
import { firstIssue } from '../utils/first-issue';
import { formatMoney } from '../utils/format';
import { AdminSection } from './admin-section';
import { PriceInput } from './price-input';
import { UserPicker } from './user-picker';

// A per-user monthly price that overrides the general price and any discount.
export function UserPricingCard() {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [price, setPrice, clearDraft] = useStateDraft('admin:custom-price', '');
  const session = useSessionEnded();
  const [error, setError] = useState<string>();
  const setPricing = useSetUserPricing();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    const parsed = userPricingBodySchema.safeParse({ userId: user.id, customPrice: price });
    if (!parsed.success) return setError(firstIssue(parsed.error));
    setError(undefined);
    setPricing.mutate(parsed.data, {
      // docs/product.md §8: a success clears the form.
      onSuccess: () => {
        setUser(null);
        setPrice('');
        clearDraft();
      },
      onError: session.check,
    });
  }

  return (
    <AdminSection
      title="Individual User Pricing"
      description="Give one user their own monthly price."
      icon={<Tag aria-hidden />}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <UserPicker
          label="User"
          searchLabel="Search users for custom pricing"
          value={user}
          onChange={setUser}
        />
        {user?.customPrice && (
          <p className="text-xs text-slate-500">
            Current custom price: {formatMoney(user.customPrice)}/month
          </p>
        )}
        <FormField label="Custom Monthly Price" error={error}>
          <PriceInput placeholder="9.99" value={price} onChange={(e) => setPrice(e.target.value)} />
        </FormField>
        {session.ended && <SessionEndedAlert onSignIn={session.signIn} />}
        <Button
          type="submit"
          loading={setPricing.isPending}
          disabled={!user || price.trim() === ''}
          className="justify-self-start"
        >
          Set Custom Price
        </Button>
      </form>
    </AdminSection>
  );
}
