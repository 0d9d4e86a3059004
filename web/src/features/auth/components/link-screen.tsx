import { Alert } from '@web/components/ui/alert';
import { Card } from '@web/components/ui/card';
import { Spinner } from '@web/components/ui/spinner';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { AuthShell } from './auth-shell';

// The frame of the screens a mailed link opens: a title, then working, done or failed.
export function LinkScreen({ title, children }: { title: string; children: ReactNode }) {
  return (
    <AuthShell>
      <div className="mb-6 text-center sm:mb-8">
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-950 sm:text-3xl">{title}</h1>
      </div>
      <Card className="p-5 shadow-xl shadow-brand-950/5 sm:p-8">{children}</Card>
    </AuthShell>
  );
}

export function LinkWorking({ label }: { label: string }) {
  return (
    <p role="status" className="flex items-center justify-center gap-3 py-4 text-slate-600">
      <Spinner className="size-5" />
      {label}
    </p>
  );
}

export function LinkDone({ title, detail, action }: { title: string; detail: string; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <span className="grid size-14 place-items-center rounded-2xl bg-emerald-50 text-emerald-600">
        <CheckCircle2 className="size-7" aria-hidden />
      </span>
      <p role="status" className="font-semibold text-slate-900">
        {title}
      </p>
      <p className="text-sm text-slate-600">{detail}</p>
      <div className="mt-2 grid w-full gap-3">{action}</div>
    </div>
  );
}

export function LinkFailed({ message, children }: { message: string; children: ReactNode }) {
  return (
    <div className="grid gap-5">
      <Alert>{message}</Alert>
      {children}
    </div>
  );
}
