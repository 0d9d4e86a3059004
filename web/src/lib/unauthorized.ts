import { toast } from '@web/components/ui/use-toast';
import { isUnauthorizedError } from './api-error';

export const UNAUTHORIZED_REDIRECT_DELAY_MS = 500;

// docs/product.md §8: an unauthorized failure anywhere tells the user and sends the browser to /api/login.
export function handleUnauthorized(error: unknown): boolean {
  if (!isUnauthorizedError(error)) return false;
  toast({
    title: 'Unauthorized',
    description: 'You are logged out. Logging in again...',
    variant: 'destructive',
  });
  setTimeout(() => {
    window.location.href = '/api/login';
  }, UNAUTHORIZED_REDIRECT_DELAY_MS);
  return true;
}
