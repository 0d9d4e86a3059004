import { RECONCILE_NOT_CONFIGURED, type ReconcileReport } from '@core/api/billing-admin';
import { Alert } from '@web/components/ui/alert';
import { Button } from '@web/components/ui/button';
import { serverMessage } from '@web/lib/api-error';
import { RefreshCw } from 'lucide-react';
import { usePlatformHealth } from '../api/get-platform-health';
import { useReconcileBilling } from '../api/reconcile-billing';
import { AdminSection } from './admin-section';

function ReconcileResult({ report }: { report: ReconcileReport }) {
  const checked = `${report.customers} ${report.customers === 1 ? 'customer' : 'customers'} checked`;
  if (report.changes.length === 0) {
    return <Alert variant="success">{checked}. Everything already matched Paddle; nothing changed.</Alert>;
  }
  return (
    <div role="status" className="grid gap-2">
      <p className="text-sm font-semibold text-slate-900">
        {checked}, {report.changes.length} {report.changes.length === 1 ? 'record' : 'records'} changed:
      </p>
      <ul className="grid gap-1 rounded-xl bg-slate-50 p-3 font-mono text-xs break-all text-slate-700">
        {report.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </div>
  );
}

// 'Reconcile with Paddle' (issue 15): Paddle's records of our customers repair ours; the card
// shows what changed. A second run changes nothing.
export function ReconcileCard() {
  const reconcile = useReconcileBilling();
  // Without Paddle's API key there is nothing to reconcile with: the button says so before a click.
  const unconfigured = usePlatformHealth().data?.payments.apiConfigured === false;
  return (
    <AdminSection
      title="Reconcile with Paddle"
      description="Reads every customer's subscriptions, payments and refunds from Paddle and repairs what our records missed."
      icon={<RefreshCw aria-hidden />}
    >
      <Button
        variant="gradient"
        className="justify-self-start"
        loading={reconcile.isPending}
        disabled={unconfigured}
        aria-describedby={unconfigured ? 'reconcile-unavailable' : undefined}
        onClick={() => reconcile.mutate()}
      >
        {reconcile.isPending ? 'Reconciling…' : 'Reconcile with Paddle'}
      </Button>
      {unconfigured && (
        <p id="reconcile-unavailable" className="text-sm text-slate-700">
          {RECONCILE_NOT_CONFIGURED}
        </p>
      )}
      {reconcile.data && <ReconcileResult report={reconcile.data} />}
      {reconcile.isError && (
        <Alert>Reconciliation with Paddle failed: {serverMessage(reconcile.error)}</Alert>
      )}
    </AdminSection>
  );
}
