import { UserPlus } from 'lucide-react';
import { Link } from 'wouter';

// A visitor builds and previews freely; saving needs an account, made on the way (the draft waits).
export function GuestNotice() {
  return (
    <p className="flex flex-wrap items-center gap-x-1.5 gap-y-1 rounded-xl border border-brand-100 bg-brand-50 px-3.5 py-2.5 text-sm text-slate-700">
      <UserPlus className="size-4 shrink-0 text-brand-700" aria-hidden />
      You are not signed in: Create Counter asks you to sign up (free), then saves this counter.
      <Link
        href={`/auth?next=${encodeURIComponent('/counter/new?save=draft')}`}
        className="font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        I have an account
      </Link>
    </p>
  );
}
