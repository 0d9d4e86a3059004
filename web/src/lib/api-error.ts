// Helpers to read the "<status>: <body>" errors the api client throws.
export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error ?? '');
}

export function errorStatus(error: unknown): number | null {
  const match = /^(\d{3}): /.exec(errorText(error));
  return match ? Number(match[1]) : null;
}

// The server answers { "message": "..." }; fall back to the raw body text.
export function serverMessage(error: unknown): string {
  const text = errorText(error).replace(/^\d{3}: /, '');
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && 'message' in parsed && typeof parsed.message === 'string') {
      return parsed.message;
    }
  } catch {
    // Not JSON: the body text itself is the message.
  }
  return text;
}

export function isUnauthorizedError(error: unknown): boolean {
  const message = errorText(error);
  return message.startsWith('401: ') && message.includes('Unauthorized');
}
