import { Button } from '@web/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@web/components/ui/dialog';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { toast } from '@web/components/ui/toast';
import { serverMessage } from '@web/lib/api-error';
import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { useDeleteAccount } from '../api/delete-account';

const CONFIRM_WORD = 'DELETE';

// The signed-in user's own account deletion: counters, keys and sessions go, and any Premium
// subscription is cancelled in Paddle by the server. Typing the word keeps it from a stray click.
export function DeleteAccountSection() {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const remove = useDeleteAccount();
  const [, navigate] = useLocation();
  const confirmed = typed.trim().toUpperCase() === CONFIRM_WORD;

  function onOpenChange(next: boolean) {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setTyped('');
      remove.reset();
    }
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!confirmed || remove.isPending) return;
    remove.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        navigate('/');
        toast({
          title: 'Account deleted',
          description:
            'Your account and counters have been deleted, any Premium subscription is cancelled, and you are signed out.',
          variant: 'success',
        });
      },
    });
  }

  return (
    <section
      aria-labelledby="account-title"
      className="mt-12 grid gap-4 rounded-2xl border border-red-200 bg-white p-5 shadow-sm sm:flex sm:items-center sm:justify-between sm:p-6"
    >
      <div className="grid gap-1">
        <h2 id="account-title" className="text-lg font-bold text-slate-900">
          Account
        </h2>
        <p className="text-sm text-slate-600">
          Delete your account, your counters and your API keys. A Premium subscription is cancelled.
        </p>
      </div>
      <Dialog open={open} onOpenChange={onOpenChange}>
        <DialogTrigger asChild>
          <Button
            variant="outline"
            className="border-red-300 text-red-700 hover:border-red-400 hover:bg-red-50"
          >
            Delete account
          </Button>
        </DialogTrigger>
        <DialogContent>
          <form onSubmit={submit} className="grid gap-4">
            <DialogHeader>
              <DialogTitle>Delete your account?</DialogTitle>
              <DialogDescription>
                This removes your account, all your counters and their share and embed links, and cancels any
                Premium subscription. It cannot be undone.
              </DialogDescription>
            </DialogHeader>
            <div className="grid gap-2">
              <Label htmlFor="delete-account-confirm">Type {CONFIRM_WORD} to confirm</Label>
              <Input
                id="delete-account-confirm"
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                value={typed}
                onChange={(event) => setTyped(event.target.value)}
              />
            </div>
            {remove.isError && (
              <p
                role="alert"
                className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
              >
                Could not delete your account: {serverMessage(remove.error)}
              </p>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={!confirmed} loading={remove.isPending}>
                Delete account
              </Button>
            </DialogFooter>
          </form>
        </DialogContent>
      </Dialog>
    </section>
  );
}
