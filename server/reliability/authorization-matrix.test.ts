import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp, PADDLE_ENV } from '../billing/test-support';
import type { TestApp } from '../test/test-app';
import { ACTORS, type ActorName, type Actors, setUpActors } from './actors';
import { MATRIX, type MatrixRow } from './matrix-rows';
import { apiRoutes, collectRoutes, type RouteKey, routeId } from './route-catalog';
import { findSecrets, SECRET_SENTINELS, sessionTokenOf } from './secret-scan';

let t: TestApp;
let actors: Actors;
let registered: RouteKey[];
const answers: { cell: string; res: LightMyRequestResponse }[] = [];

beforeAll(async () => {
  const { built, routes } = await collectRoutes(() =>
    createBillingTestApp({ ...PADDLE_ENV, ...SECRET_SENTINELS }),
  );
  t = built.t;
  registered = apiRoutes(routes);
  actors = await setUpActors(t);
});
afterAll(async () => {
  await t?.close();
});

async function runCell(row: MatrixRow, actor: ActorName) {
  const account = actor === 'visitor' ? null : actors[actor];
  const req = await row.build({ t, actor, account, actors });
  const cookie = req.cookie ?? account?.cookie;
  const res = await t.request({
    method: row.method as 'GET',
    url: req.url ?? row.url,
    payload: req.payload as string | object | undefined,
    headers: req.headers,
    cookie,
  });
  answers.push({ cell: `${row.method} ${row.url} as ${actor}`, res });
  const body = res.statusCode === 302 ? null : (res.json() as unknown);
  await req.cleanup?.(body);
  return { status: res.statusCode, body };
}

describe('authorization matrix', () => {
  it('has exactly one row for every registered /api route', () => {
    const rows = new Map(MATRIX.map((r) => [routeId(r), r]));
    const missing = registered.filter((r) => !rows.has(routeId(r))).map(routeId);
    const stale = MATRIX.filter((r) => !registered.some((x) => routeId(x) === routeId(r))).map(routeId);
    const doubled = MATRIX.map(routeId).filter((id, i, all) => all.indexOf(id) !== i);
    expect(
      missing,
      `Routes without a row in the authorization matrix: ${missing.join(', ')}. Add a row with the ` +
        'expected status for visitor, Free, Premium, another user and admin in server/reliability/matrix-rows.ts.',
    ).toEqual([]);
    expect(stale, `Rows for routes that no longer exist (remove them from matrix-rows.ts): ${stale}`).toEqual(
      [],
    );
    expect(doubled, `Routes with two rows in matrix-rows.ts: ${doubled}`).toEqual([]);
  });

  it.each(MATRIX.map((r) => [routeId(r), r] as const))('%s', async (_name, row) => {
    const actual = {} as Record<ActorName, number>;
    for (const actor of ACTORS) {
      const { status, body } = await runCell(row, actor);
      actual[actor] = status;
      if (status >= 400) {
        expect(body, `${routeId(row)} as ${actor}: an error answers { message }`).toMatchObject({
          message: expect.any(String),
        });
      }
    }
    expect(actual).toEqual(row.expected);
  });

  // Runs last: every answer the matrix received, for every actor, checked for leaked secrets.
  it('no answer carries a password hash, a configured secret or a session token', () => {
    expect(answers.length).toBeGreaterThanOrEqual(MATRIX.length * ACTORS.length);
    const tokens = new Set([
      ...Object.values(actors).map((a) => a.cookie.replace('cs_session=', '')),
      ...answers.flatMap((a) => sessionTokenOf(a.res)),
    ]);
    const leaks = answers
      .map(({ cell, res }) => ({ cell, found: findSecrets(res, tokens) }))
      .filter((l) => l.found.length > 0);
    expect(leaks).toEqual([]);
  });
});
