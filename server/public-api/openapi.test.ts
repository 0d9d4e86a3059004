import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app';

// /api/docs: the bearer scheme applies to /api/v1 only; a webhook URL is its own credential.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('GET /api/docs', () => {
  it('names the API, its bearer scheme, and asks a key of /api/v1 routes only', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(doc.info).toMatchObject({ title: 'Countstream API', version: '1.0.0' });
    expect(doc.info.description).toContain('Authorization: Bearer cs_live_');
    expect(doc.components.securitySchemes).toEqual({ bearer: { type: 'http', scheme: 'bearer' } });
    expect(doc.paths['/api/v1/counters'].get.security).toEqual([{ bearer: [] }]);
    expect(doc.paths['/api/hooks/{token}/increment'].post.security).toEqual([]);
    expect(doc.paths['/api/v1/counters/{id}/events'].post.summary).toMatch(/^Apply a stream event/);
    expect(doc.paths['/api/docs']).toBeUndefined();
  });
});
