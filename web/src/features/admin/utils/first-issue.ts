import type { z } from 'zod';

// The first validation message, shown under the field it concerns.
export function firstIssue(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid value';
}
