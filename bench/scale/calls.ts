import type { Engine } from './engine-run';

export interface Call {
  name: string;
  run(e: Engine): Promise<void>;
}

async function get(e: Engine, url: string, cookie: string) {
  const res = await e.app.inject({ method: 'GET', url, headers: { cookie } });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 200)}`);
  return res;
}

// The last page of a list, from its own total (page size 20, as the admin screen asks).
async function lastPage(e: Engine, path: string) {
  const first = (await get(e, `${path}pageSize=20`, e.admin)).json() as { total: number };
  return Math.max(1, Math.ceil(first.total / 20));
}
const pages = new Map<string, number>();
async function atLastPage(e: Engine, path: string) {
  const key = `${e.kind}${path}`;
  if (!pages.has(key)) pages.set(key, await lastPage(e, path));
  await get(e, `${path}pageSize=20&page=${pages.get(key)}`, e.admin);
}

// Every call issue 26 measured, plus the other lists and a search no index can narrow.
export const CALLS: Call[] = [
  {
    name: 'admin users, first page',
    run: (e) => get(e, '/api/admin/users?pageSize=20', e.admin).then(() => {}),
  },
  { name: 'admin users, last page', run: (e) => atLastPage(e, '/api/admin/users?') },
  { name: 'admin Free users, last page', run: (e) => atLastPage(e, '/api/admin/users?plan=free&') },
  { name: 'admin Premium users, last page', run: (e) => atLastPage(e, '/api/admin/users?plan=premium&') },
  {
    name: 'admin counters, first page',
    run: (e) => get(e, '/api/admin/counters?pageSize=20', e.admin).then(() => {}),
  },
  { name: 'admin counters, last page', run: (e) => atLastPage(e, '/api/admin/counters?') },
  { name: 'admin dashboard', run: (e) => get(e, '/api/admin/dashboard', e.admin).then(() => {}) },
  {
    name: "admin search users 'schmidt'",
    run: (e) => get(e, '/api/admin/users?search=schmidt', e.admin).then(() => {}),
  },
  {
    name: "admin search users 'schmidt', p. 40",
    run: (e) => get(e, '/api/admin/users?search=schmidt&page=40', e.admin).then(() => {}),
  },
  {
    name: "admin search counters 'schmidt'",
    run: (e) => get(e, '/api/admin/counters?search=schmidt', e.admin).then(() => {}),
  },
  {
    name: "admin search users 'a' (short)",
    run: (e) => get(e, '/api/admin/users?search=a', e.admin).then(() => {}),
  },
  {
    name: "admin search users 'zq' (none)",
    run: (e) => get(e, '/api/admin/users?search=zq', e.admin).then(() => {}),
  },
  { name: 'own counters (1,000)', run: (e) => get(e, '/api/counters', e.owner.cookie).then(() => {}) },
  {
    name: 'public view, cold',
    run: async (e) => {
      e.app.viewCache.clear();
      await get(e, `/api/counters/${e.owner.counterId}/view`, '');
    },
  },
  {
    name: 'public view, warm',
    run: (e) => get(e, `/api/counters/${e.owner.counterId}/view`, '').then(() => {}),
  },
  {
    name: 'login',
    run: async (e) => {
      const res = await e.app.inject({
        method: 'POST',
        url: '/api/login',
        headers: { origin: e.app.config.appUrl },
        payload: { email: e.owner.email, password: 'bench-password-1' },
      });
      if (res.statusCode !== 200) throw new Error(`login: ${res.statusCode}`);
    },
  },
];

/** A cold public view sent while the heaviest admin pages run back to back. */
export async function coldViewUnderAdminLoad(e: Engine, heavy: Call[]): Promise<number> {
  let stop = false;
  const admin = (async () => {
    while (!stop)
      for (const c of heavy) {
        await c.run(e);
        await new Promise((r) => setImmediate(r)); // the admin's next request comes over the network
      }
  })();
  const times: number[] = [];
  for (let i = 0; i < 7; i++) {
    await new Promise((r) => setTimeout(r, 37)); // land at different points of the admin reads
    e.app.viewCache.clear();
    const t = performance.now();
    await get(e, `/api/counters/${e.owner.counterId}/view`, '');
    times.push(performance.now() - t);
  }
  stop = true;
  await admin;
  return Math.max(...times);
}
