// What Meta's Graph hosts share (graph.facebook.com, graph.instagram.com, graph.threads.net), as
// its "Handling Errors", "Rate Limiting" and access-token guides write them: the error envelope
// { error: { message, type, code, error_subcode, fbtrace_id } }, the codes of a dead token and of
// throttling, the usage headers, and the { access_token, token_type, expires_in } answer of a token
// exchange. Instagram, Threads and Facebook Pages each keep their own error class and words; this
// is only the reading of Meta's answers they have in common.

export type Json = Record<string, unknown>;

/** Meta's code of an access token that is invalid, expired or revoked. */
export const INVALID_TOKEN_CODE = 190;

/** Meta's throttling codes: 4 (app), 17 (user), 32 (page), 613 (calls within the window). */
export const THROTTLE_CODES: ReadonlySet<number> = new Set([4, 17, 32, 613]);

/** Whether a Meta error code is throttling. */
export const isThrottleCode = (code: number | null): boolean => code !== null && THROTTLE_CODES.has(code);

/** A call to a Meta host gives up after this long. */
export const META_TIMEOUT_MS = 10_000;

/** A non-empty string, else null. */
export const nonEmpty = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);

/** A body as JSON: null when empty or not JSON (a proxy's page), or not an object. */
export function parseJsonObject(text: string): Json | null {
  try {
    const parsed: unknown = text ? JSON.parse(text) : null;
    return parsed && typeof parsed === 'object' ? (parsed as Json) : null;
  } catch {
    return null;
  }
}

/** Meta's error envelope: its `error` object's message and numeric code, when the body has one. */
export function metaErrorOf(body: Json | null): { message: string | null; code: number | null } | null {
  const error = body?.error;
  if (!error || typeof error !== 'object') return null;
  const e = error as Json;
  return { message: nonEmpty(e.message), code: typeof e.code === 'number' ? e.code : null };
}

/**
 * The longest wait a usage header (X-Business-Use-Case-Usage: per account, a list of entries)
 * names in `estimated_time_to_regain_access`, in minutes, or null when it names none.
 */
export function regainMinutes(header: string | null): number | null {
  if (!header) return null;
  try {
    const usage = JSON.parse(header) as Record<string, { estimated_time_to_regain_access?: unknown }[]>;
    let most: number | null = null;
    for (const entries of Object.values(usage))
      for (const e of Array.isArray(entries) ? entries : []) {
        const m = e?.estimated_time_to_regain_access;
        if (typeof m === 'number' && m > 0 && (most === null || m > most)) most = m;
      }
    return most;
  } catch {
    return null;
  }
}

/**
 * The highest share (percent) X-App-Usage says the app has used of its hourly allowance
 * ({ call_count, total_cputime, total_time }), or null when the header is missing or unreadable.
 */
export function appUsagePercent(header: string | null): number | null {
  const usage = header ? parseJsonObject(header) : null;
  if (!usage) return null;
  const shares = ['call_count', 'total_cputime', 'total_time']
    .map((k) => usage[k])
    .filter((v): v is number => typeof v === 'number');
  return shares.length ? Math.max(...shares) : null;
}

export interface MetaToken {
  accessToken: string;
  expiresAt: Date;
}

/**
 * A token exchange's answer ({ access_token, token_type, expires_in }) as a token and its end;
 * `fallbackSeconds` when Meta gave no lifetime, null when it gave no token.
 */
export function metaTokenOf(body: Json, fallbackSeconds: number | null, now = Date.now()): MetaToken | null {
  const accessToken = nonEmpty(body.access_token);
  if (!accessToken) return null;
  const seconds = Number(body.expires_in);
  const lifetime = Number.isFinite(seconds) && seconds > 0 ? seconds : fallbackSeconds;
  if (lifetime === null) return null;
  return { accessToken, expiresAt: new Date(now + lifetime * 1000) };
}
