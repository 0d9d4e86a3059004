import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@web/components/ui/use-toast';
import { isUnauthorizedError } from '@web/lib/api-error';
import { useState } from 'react';
import { useLocation } from 'wouter';
import { signInPath } from './return-path';
import { CURRENT_USER_QUERY_KEY } from './use-current-user';

export const SESSION_ENDED_MESSAGE = 'Your session has ended — sign in again to save';

/**
 * Mutations that save a user's work set this meta: a 401 then keeps the page and its draft and
 * offers to sign in again, instead of the global redirect to /api/login (docs/product.md §8) that would
 * throw the work away.
 */
export const KEEPS_WORK_META = { keepsWork: true } as const;

export function keepsWork(meta: Record<string, unknown> | undefined): boolean {
  return meta?.keepsWork === true;
}

/** State and actions for a form whose save may meet an ended session. */
export function useSessionEnded() {
  const queryClient = useQueryClient();
  const [location, navigate] = useLocation();
  const [ended, setEnded] = useState(false);
  return {
    ended,
    /** True (and the user told) when the error is the ended session; the caller keeps its draft. */
    check(error: unknown): boolean {
      if (!isUnauthorizedError(error)) return false;
      setEnded(true);
      toast({ title: 'Session ended', description: SESSION_ENDED_MESSAGE, variant: 'destructive' });
      return true;
    },
    /** To /auth, and back to this page (and its draft) after signing in. */
    signIn() {
      const here = `${location}${window.location.search}`;
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
      navigate(signInPath(here));
    },
  };
}
