import { type AdminUser, GIFT_MONTHS } from '@core/api/admin';
import { Button } from '@web/components/ui/button';
import { FormField } from '@web/components/ui/form-field';
import { NativeSelect } from '@web/components/ui/native-select';
import { Gift } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type GiftMonths, useGiftPremium } from '../api/gift-premium';
import { AdminSection } from './admin-section';
import { UserPicker } from './user-picker';

const DEFAULT_MONTHS: GiftMonths = 1;

// Premium for 1, 3, 6 or 12 months to a user who does not have it yet (docs/product.md §4, §5).
export function GiftPremiumCard() {
  const [user, setUser] = useState<AdminUser | null>(null);
  const [months, setMonths] = useState<GiftMonths>(DEFAULT_MONTHS);
  const gift = useGiftPremium();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!user) return;
    gift.mutate(
      { userId: user.id, months },
      {
        onSuccess: () => {
          setUser(null);
          setMonths(DEFAULT_MONTHS);
        },
      },
    );
  }

  return (
    <AdminSection
      title="Gift Premium Access"
      description="Premium for a while, free of charge. Users who already have Premium are not listed."
      icon={<Gift aria-hidden />}
    >
      <form onSubmit={submit} noValidate className="grid gap-3">
        <UserPicker
          label="User"
          searchLabel="Search users to gift"
          plan="free"
          value={user}
          onChange={setUser}
        />
        <FormField label="Duration">
          <NativeSelect value={months} onChange={(e) => setMonths(Number(e.target.value) as GiftMonths)}>
            {GIFT_MONTHS.map((m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? 'month' : 'months'}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <Button
          type="submit"
          variant="gradient"
          loading={gift.isPending}
          disabled={!user}
          className="justify-self-start"
        >
          Gift Premium
        </Button>
      </form>
    </AdminSection>
  );
}
