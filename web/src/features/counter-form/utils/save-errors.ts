import type { LiveSource } from '@core/live-sources/live-source-schema';
import { rowsNamedBy } from '@core/live-sources/save-messages';
import { errorStatus, errorText, isUnauthorizedError, serverMessage } from '@web/lib/api-error';

export interface SaveFailure {
  /** null: the unauthorized handler already told the user. */
  toast: { title: string; description: string } | null;
  /** Server field errors keyed by form path ('name', 'settings.title'). */
  fieldErrors: Record<string, string>;
}

// A 400 answers { message, errors: { 'settings.field': [msg] } }; a 403 may carry errors too.
function readFieldErrors(error: unknown): Record<string, string> {
  try {
    const body = JSON.parse(errorText(error).replace(/^\d{3}: /, '')) as { errors?: unknown };
    if (!body.errors || typeof body.errors !== 'object') return {};
    const fields: Record<string, string> = {};
    for (const [path, messages] of Object.entries(body.errors as Record<string, unknown>)) {
      const first = Array.isArray(messages) ? messages[0] : messages;
      if (typeof first === 'string' && (path === 'name' || path.startsWith('settings.')))
        fields[path] = first;
    }
    return fields;
  } catch {
    return {};
  }
}

// 'Upgrade Required: Free users are …' → title and description, as docs/product.md writes its toasts.
function splitMessage(message: string): { title: string; description: string } {
  const at = message.indexOf(': ');
  return at > 0
    ? { title: message.slice(0, at), description: message.slice(at + 2) }
    : { title: 'Error', description: message };
}

// A followed account the platform does not know, or a platform this server cannot read, is refused
// with a 400 that names it in words only ({ message }): it goes beside the row(s) it names.
function liveSourceErrors(error: unknown, sources: readonly LiveSource[]): Record<string, string> {
  if (errorStatus(error) !== 400 || sources.length === 0) return {};
  const message = serverMessage(error);
  const fields: Record<string, string> = {};
  for (const row of rowsNamedBy(message, sources)) fields[`settings.liveSources.${row}.account`] = message;
  return fields;
}

// docs/product.md §8 'Counter form': plan refusals show the server's words, anything else the generic text.
export function describeSaveFailure(
  error: unknown,
  mode: 'create' | 'update',
  liveSources: readonly LiveSource[] = [],
): SaveFailure {
  if (isUnauthorizedError(error)) return { toast: null, fieldErrors: {} };
  const live = liveSourceErrors(error, liveSources);
  const [firstLive] = Object.values(live);
  if (firstLive)
    return { toast: { title: 'Check your live count', description: firstLive }, fieldErrors: live };
  const fieldErrors = readFieldErrors(error);
  if (errorStatus(error) === 403) return { toast: splitMessage(serverMessage(error)), fieldErrors };
  return {
    toast: { title: 'Error', description: `Failed to ${mode} counter. Please try again.` },
    fieldErrors,
  };
}
