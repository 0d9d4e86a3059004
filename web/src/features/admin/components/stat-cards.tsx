import type { HealthSignal } from '@core/api/health';
import { Card } from '@web/components/ui/card';
import { Activity, CircleAlert, CircleCheck, Crown, Timer, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { usePlatformHealth } from '../api/get-platform-health';
import type { StatValues } from '../hooks/use-stat-values';
import { formatMoney } from '../utils/format';

type StatCardProps = { label: string; value: ReactNode; note: ReactNode; icon: ReactNode; tone: string };

function StatCard({ label, value, note, icon, tone }: StatCardProps) {
  return (
    <Card className="flex items-start justify-between gap-3 p-4 sm:p-5" data-testid="stat-card">
      <div className="grid min-w-0 gap-1">
        <p className="text-sm font-medium text-slate-600">{label}</p>
        <p className="tabular text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{value}</p>
        <div className="text-xs font-medium text-slate-500">{note}</div>
      </div>
      <span
        className={`hidden size-10 shrink-0 place-items-center rounded-xl sm:grid [&_svg]:size-5 ${tone}`}
      >
        {icon}
      </span>
    </Card>
  );
}

const plus = (n: number) => <span className="text-emerald-700">+{n} today</span>;

// Every signal behind the verdict, each with its reading, so 'Healthy' or 'Degraded' can be checked.
function SignalList({ signals }: { signals: HealthSignal[] }) {
  return (
    <details className="group mt-1">
      <summary className="cursor-pointer text-xs font-semibold text-brand-700 hover:underline">
        All {signals.length} signals
      </summary>
      <ul className="mt-2 grid gap-1.5" data-testid="health-signals">
        {signals.map((s) => (
          <li key={s.id} className="flex items-start gap-1.5 text-xs text-slate-700">
            {s.ok ? (
              <CircleCheck className="mt-px size-3.5 shrink-0 text-emerald-700" aria-label="OK" />
            ) : (
              <CircleAlert className="mt-px size-3.5 shrink-0 text-amber-700" aria-label="Problem" />
            )}
            <span className="min-w-0">
              <span className="font-medium text-slate-900">{s.label}:</span> {s.value}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}

// Platform Health from measured signals: 'Healthy' only when every one is within bounds.
function HealthCard() {
  const health = usePlatformHealth();
  const data = health.data;
  const problems = data?.signals.filter((s) => !s.ok).map((s) => s.problem) ?? [];
  const show = (id: string) => data?.signals.find((s) => s.id === id)?.value;
  let value: ReactNode = <span className="text-slate-400">Checking…</span>;
  let note: ReactNode = 'Measuring the database and webhooks';
  if (health.isError) {
    value = <span className="text-amber-600">Unknown</span>;
    note = 'The health check did not answer';
  } else if (data?.healthy) {
    value = <span className="text-emerald-600">Healthy</span>;
    note = `Database ${show('database')} · up ${show('uptime')}`;
  } else if (data) {
    value = <span className="text-amber-600">Degraded</span>;
    note = <span className="text-amber-700">{problems.join('; ')}</span>;
  }
  return (
    <StatCard
      label="Platform Health"
      value={value}
      note={
        <>
          <span data-testid="health-note">{note}</span>
          {data && <SignalList signals={data.signals} />}
        </>
      }
      icon={<Activity aria-hidden />}
      tone={data && !data.healthy ? 'bg-amber-50 text-amber-700' : 'bg-emerald-50 text-emerald-700'}
    />
  );
}

// The four cards of docs/product.md §2.
export function StatCards({ values }: { values: StatValues }) {
  return (
    <section aria-label="Platform statistics" className="mb-8 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard
        label="Total Users"
        value={values.totalUsers.toLocaleString()}
        note={plus(values.newUsersToday)}
        icon={<Users aria-hidden />}
        tone="bg-brand-50 text-brand-700"
      />
      <StatCard
        label="Active Counters"
        value={values.totalCounters.toLocaleString()}
        note={plus(values.newCountersToday)}
        icon={<Timer aria-hidden />}
        tone="bg-sky-50 text-sky-700"
      />
      <StatCard
        label="Premium Users"
        value={values.premiumUsers.toLocaleString()}
        note={`${formatMoney(values.monthlyRevenue)} MRR`}
        icon={<Crown aria-hidden />}
        tone="bg-amber-50 text-amber-700"
      />
      <HealthCard />
    </section>
  );
}
