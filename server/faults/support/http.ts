import { request } from 'node:http';

// A browser-like client of the app: our Origin on every call, the session cookie kept.
export interface Answer {
  status: number; // 0: no HTTP answer at all (connection refused or reset)
  body: unknown;
  startedAt: number;
  endedAt: number;
  error?: string;
}

export function client(base: string, cookie = '') {
  const call = async (method: string, path: string, payload?: unknown): Promise<Answer> => {
    const startedAt = Date.now();
    try {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: {
          origin: base,
          ...(cookie ? { cookie } : {}),
          ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: payload === undefined ? undefined : JSON.stringify(payload),
        signal: AbortSignal.timeout(20_000),
      });
      const set = res.headers.get('set-cookie');
      const m = set && /cs_session=([^;]+)/.exec(set);
      if (m?.[1]) cookie = `cs_session=${m[1]}`;
      const text = await res.text();
      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // not JSON: kept as text for the failure message
      }
      return { status: res.status, body, startedAt, endedAt: Date.now() };
    } catch (err) {
      return {
        status: 0,
        body: null,
        startedAt,
        endedAt: Date.now(),
        error: String((err as Error).cause ?? err),
      };
    }
  };
  return { call, cookie: () => cookie };
}

/** One request on its own connection (no keep-alive), so nothing is queued behind another answer. */
export function callOnce(
  base: string,
  method: string,
  path: string,
  payload?: unknown,
  cookie = '',
): Promise<Answer> {
  const startedAt = Date.now();
  const body = payload === undefined ? undefined : JSON.stringify(payload);
  return new Promise((resolve) => {
    const req = request(`${base}${path}`, {
      method,
      agent: false,
      headers: {
        origin: base,
        ...(cookie ? { cookie } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
    });
    req.on('response', (res) => {
      let text = '';
      res.on('data', (d: Buffer) => {
        text += d.toString();
      });
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: text, startedAt, endedAt: Date.now() }),
      );
    });
    req.on('error', (err) =>
      resolve({ status: 0, body: null, startedAt, endedAt: Date.now(), error: String(err) }),
    );
    req.end(body);
  });
}
