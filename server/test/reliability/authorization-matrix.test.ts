import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBillingTestApp, PADDLE_ENV } from '../../billing/testing/test-support';
import { counters } from '../../db/schema';
import type { TestApp } from '../test-app';
import {
  ACTORS,
  type ActorName,
  type Actors,
  type ApiKeys,
  createScopedKey,
  insertCounterFor,
  KEY_ACTORS,
  type KeyActorName,
  keyCellActors,
  setUpActors,
  setUpApiKeys,
  validSettings,
} from './actors';
import { KEY_MATRIX, type KeyMatrixRow, MATRIX, type MatrixRow } from './matrix-rows';
import { apiRoutes, collectRoutes, type RouteKey, routeId } from './route-catalog';
import { findSecrets, SECRET_SENTINELS, sessionTokenOf } from './secret-scan';

let t: TestApp;
let actors: Actors;
let keys: ApiKeys;
let registered: RouteKey[];
const answers: { cell: string; res: LightMyRequestResponse }[] = [];
const scopedKeys: string[] = []; // made per cell, so scanned for too

beforeAll(async () => {
  const { built, routes } = await collectRoutes(() =>
    createBillingTestApp({ ...PADDLE_ENV, ...SECRET_SENTINELS }),
  );
  t = built.t;
  registered = apiRoutes(routes);
  actors = await setUpActors(t);
  keys = await setUpApiKeys(t, actors);
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
  // A redirect or a 204 (a delete) has no JSON body, nor has an image (a counter's logo).
  const json = String(res.headers['content-type'] ?? '').includes('json');
  const body = res.statusCode === 302 || res.body === '' || !json ? null : (res.json() as unknown);
  await req.cleanup?.(body);
  return { status: res.statusCode, body };
}

// A bearer-key cell: the key, the holder's session cookie beside it (which must change nothing), on a
// fresh synced counter of the row's type owned by the cell's target.
async function runKeyCell(row: KeyMatrixRow, actor: KeyActorName) {
  const { key: standing, holder, counterOwner, scope } = keyCellActors(actor, actors, keys);
  const settings = { ...validSettings(), countdownType: row.counterType, synced: true };
  const counterId = await insertCounterFor(t, counterOwner.id, 'Key matrix counter', settings);
  const limitedTo = { all: null, this: [counterId], elsewhere: [holder.counterId!] };
  const key = scope ? await createScopedKey(t, holder, scope.access, limitedTo[scope.counters]) : standing;
  if (scope) scopedKeys.push(key);
  const url = row.url.replace(':id', () => counterId);
  const res = await t.request({
    method: row.method as 'POST',
    url,
    payload: row.payload as object | undefined,
    headers: { authorization: `Bearer ${key}` },
    cookie: holder.cookie,
  });
  answers.push({ cell: `${row.method} ${row.url} as ${actor}`, res });
  await t.app.db.delete(counters).where(eq(counters.id, counterId));
  return { status: res.statusCode, body: res.json() as unknown };
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
        'expected status for visitor, Free, Premium, another user and admin in server/test/reliability/matrix-rows.ts.',
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

  it('has exactly one bearer-key row for every /api/v1 route', () => {
    const v1 = registered.filter((r) => r.url.startsWith('/api/v1/')).map(routeId);
    const keyRows = KEY_MATRIX.map(routeId);
    expect(v1.length).toBeGreaterThan(0);
    expect(
      keyRows.sort(),
      'Every /api/v1 route needs one row in KEY_MATRIX (server/test/reliability/matrix-rows.ts), and only those.',
    ).toEqual(v1.sort());
  });

  it.each(KEY_MATRIX.map((r) => [`${routeId(r)} with a bearer key`, r] as const))(
    '%s',
    async (_name, row) => {
      const actual = {} as Record<KeyActorName, number>;
      for (const actor of KEY_ACTORS) {
        const { status, body } = await runKeyCell(row, actor);
        actual[actor] = status;
        if (status >= 400) {
          expect(body, `${routeId(row)} as ${actor}: an error answers { message }`).toMatchObject({
            message: expect.any(String),
          });
        }
      }
      expect(actual).toEqual(row.expected);
    },
  );

  // Runs last: every answer the matrix received, for every actor, checked for leaked secrets.
  it('no answer carries a password hash, a configured secret, a session token or an API key', () => {
    expect(answers.length).toBeGreaterThanOrEqual(
      MATRIX.length * ACTORS.length + KEY_MATRIX.length * KEY_ACTORS.length,
    );
    const tokens = new Set([
      ...Object.values(actors).map((a) => a.cookie.replace('cs_session=', '')),
      ...answers.flatMap((a) => sessionTokenOf(a.res)),
    ]);
    const leaks = answers
      .map(({ cell, res }) => ({
        cell,
        found: findSecrets(res, tokens, [...Object.values(keys), ...scopedKeys]),
      }))
      .filter((l) => l.found.length > 0);
    expect(leaks).toEqual([]);
  });
});
