import { type KickFollowers, kickFollowerStartSchema } from '@core/api/kick';
import { precisionWords } from '@core/live-sources/source-words';
import { Button } from '@web/components/ui/button';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { serverMessage } from '@web/lib/api-error';
import { type FormEvent, useId, useState } from 'react';
import { useSetKickFollowerStart } from '../api/set-kick-follower-start';

// Kick's public API gives no follower total, only a webhook for each new follow. So a connected
// channel's follower count is counted here: from the number the creator reads on their channel,
// plus one for each follow Kick sends from then on, and said to be so ("Counted since you
// connected"), since an unfollow is never sent and the count can only drift up until they correct it.

const COUNTED = precisionWords('twitch', 'counted', true);

export function KickFollowerStart({ followers }: { followers: KickFollowers }) {
  const save = useSetKickFollowerStart();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const total = followers.start === null ? null : followers.start + followers.counted;

  function submit(event: FormEvent) {
    event.preventDefault();
    // An empty field is no number: Number('') would be 0.
    const parsed = kickFollowerStartSchema.safeParse({
      start: text.trim() === '' ? Number.NaN : Number(text),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? null);
    setError(null);
    save.mutate(parsed.data, {
      onSuccess: () => setText(''),
      onError: (err) => setError(serverMessage(err)),
    });
  }

  return (
    <form className="grid gap-2 border-t border-slate-100 pt-3" onSubmit={submit} noValidate>
      {total !== null ? (
        <p className="text-slate-800" data-testid="kick-followers">
          <span className="font-semibold tabular-nums">{total.toLocaleString('en-US')}</span> followers ·{' '}
          <span className="text-slate-600">{COUNTED}</span>
        </p>
      ) : (
        <p className="text-slate-600">
          Kick doesn't share follower totals with apps. Enter the count your channel shows now and each new
          follow adds one.
        </p>
      )}
      <Label htmlFor={id}>{total === null ? 'Followers on Kick now' : 'Correct it to what Kick shows'}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          className="w-40"
          value={text}
          onChange={(e) => setText(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : 'Save'}
        </Button>
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
