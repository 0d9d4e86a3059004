import autocannon from 'autocannon';

export interface LoadPlan {
  port: number;
  /** The app's APP_URL origin, the only one its Origin check accepts. */
  origin: string;
  logins: { email: string; password: string }[];
  adminCookie: string;
  editorCookie: string;
  editIds: string[];
  viewIds: string[];
  settings: Record<string, unknown>;
}

export interface Kind {
  name: 'views' | 'sign_ins' | 'edits' | 'admin_lists';
  connections: number;
  // Requests per second across the kind's connections; views have none: they go as fast as they can.
  rate?: number;
  requests: autocannon.Request[];
}

// Round robin over a list, one step per request, across all connections of a kind.
function rotate<T>(items: T[]): () => T {
  let i = 0;
  return () => items[i++ % items.length]!;
}

/**
 * The four kinds of traffic, each with its own connections (so each gets its own latency figures).
 * Views run flat out; the others at a fixed rate several times what a busy day brings (people edit
 * and sign in rarely, and an admin or two browse lists), so the figures show what the writes and
 * heavy reads cost the public views, as in production, rather than a machine saturated with writes.
 */
export function trafficKinds(plan: LoadPlan): Kind[] {
  const json = { 'content-type': 'application/json', origin: plan.origin };
  const nextView = rotate(plan.viewIds);
  const nextLogin = rotate(plan.logins);
  const nextEdit = rotate(plan.editIds);
  const nextList = rotate([
    '/api/admin/users?page=1&pageSize=20',
    '/api/admin/counters?page=1&pageSize=20',
    '/api/admin/users?search=filler-1&pageSize=20',
    '/api/admin/dashboard',
  ]);
  let edit = 0;
  return [
    // Public views: what every share link and OBS source does, most of the traffic.
    {
      name: 'views',
      connections: 40,
      requests: [
        { method: 'GET', setupRequest: (r) => ({ ...r, path: `/api/counters/${nextView()}/view` }) },
      ],
    },
    // Sign-ins hash a password (argon2id, ~20 MiB, tens of ms of CPU): a few at a time, like real users.
    {
      name: 'sign_ins',
      connections: 2,
      rate: 5,
      requests: [
        {
          method: 'POST',
          headers: json,
          setupRequest: (r) => ({ ...r, path: '/api/login', body: JSON.stringify(nextLogin()) }),
        },
      ],
    },
    {
      name: 'edits',
      connections: 4,
      rate: 20,
      requests: [
        {
          method: 'PUT',
          headers: { ...json, cookie: plan.editorCookie },
          setupRequest: (r) => ({
            ...r,
            path: `/api/counters/${nextEdit()}`,
            body: JSON.stringify({
              name: `Edit ${++edit}`,
              settings: { ...plan.settings, title: `Title ${edit}` },
            }),
          }),
        },
      ],
    },
    {
      name: 'admin_lists',
      connections: 2,
      rate: 5,
      requests: [
        {
          method: 'GET',
          headers: { cookie: plan.adminCookie },
          setupRequest: (r) => ({ ...r, path: nextList() }),
        },
      ],
    },
  ];
}

export function runKind(port: number, kind: Kind, duration: number): Promise<autocannon.Result> {
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: kind.connections,
    duration,
    pipelining: 1,
    ...(kind.rate ? { overallRate: kind.rate } : {}),
    requests: kind.requests,
  });
}
