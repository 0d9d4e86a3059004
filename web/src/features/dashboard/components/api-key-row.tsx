import type { CounterSummary } from '@core/api/counters';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { useState } from 'react';
import type { ApiKey } from '../api/api-keys';
import { KeyScopeDialog } from './key-scope-dialog';
import { describeScope } from './key-scope-fields';

export function ApiKeyRow({
  apiKey,
  counters,
  onRevoke,
  revoking,
}: {
  apiKey: ApiKey;
  counters: CounterSummary[];
  onRevoke: () => void;
  revoking: boolean;
}) {
  const [editing, setEditing] = useState(false);
  const scope = describeScope(apiKey, counters);
  return (
    <li
      className="flex flex-col gap-3 rounded-xl border border-slate-200 p-3 sm:flex-row sm:items-center sm:justify-between"
      data-testid="api-key-row"
    >
      <div className="grid min-w-0 gap-1">
        <p className="truncate font-medium text-slate-900">{apiKey.name}</p>
        <div className="flex flex-wrap gap-1.5">
          <Badge variant={apiKey.access === 'read' ? 'outline' : 'default'}>{scope.access}</Badge>
          <Badge variant="outline" className="max-w-56 truncate">
            {scope.reach}
          </Badge>
        </div>
        <p className="text-xs text-slate-500">
          Created {new Date(apiKey.createdAt).toLocaleDateString()} ·{' '}
          {apiKey.lastUsedAt ? `last used ${new Date(apiKey.lastUsedAt).toLocaleString()}` : 'never used'}
        </p>
      </div>
      <div className="flex gap-2 self-end sm:self-auto">
        <Button size="sm" variant="outline" onClick={() => setEditing(true)}>
          Edit access
        </Button>
        <Button size="sm" variant="ghost" className="text-red-600" loading={revoking} onClick={onRevoke}>
          Revoke
        </Button>
      </div>
      {editing && (
        <KeyScopeDialog apiKey={apiKey} counters={counters} open={editing} onOpenChange={setEditing} />
      )}
    </li>
  );
}
