import { toast } from '@web/components/ui/toast';
import { errorStatus, isUnauthorizedError, serverMessage } from '@web/lib/api-error';

export function toastSuccess(message: string) {
  toast({ title: 'Success', description: message, variant: 'success' });
}

// The product's failure text (docs/product.md §8), plus the server's reason when it refused the input (4xx),
// e.g. a price out of range or an action on an admin account.
export function toastFailure(failure: string, error: unknown) {
  // The global handler already says 'Unauthorized' and redirects; one toast shows at a time.
  if (isUnauthorizedError(error)) return;
  const status = errorStatus(error);
  // Validation answers name the field first ('customPrice: Enter a price...'); the admin needs only the rest.
  const reason =
    status !== null && status >= 400 && status < 500 ? serverMessage(error).replace(/^[\w.]+: /, '') : '';
  toast({
    title: 'Error',
    description: reason && reason !== failure ? `${failure}. ${reason}` : failure,
    variant: 'destructive',
  });
}
