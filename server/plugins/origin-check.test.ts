import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp, uniqueEmail } from '../test/test-app';
import { allowedOrigins } from './origin-check';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});
afterAll(async () => {
  await t?.close();
});

// A raw request, since fetch and inject always send the path form.
function rawRequest(lines: string[], body: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(`${lines.join('\r\n')}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`);
    });
    let answer = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk) => {
      answer += chunk;
      if (answer.includes('\r\n\r\n')) socket.end();
    });
    socket.on('end', () => resolve(answer));
    socket.on('close', () => resolve(answer));
    socket.on('error', reject);
  });
}

describe('origin check', () => {
  it('refuses an absolute-form request target that would skip the Origin check', async () => {
    const email = uniqueEmail('absolute');
    const answer = await rawRequest(
      [
        `POST http://127.0.0.1:${port}/api/register HTTP/1.1`,
        `Host: 127.0.0.1:${port}`,
        'Content-Type: application/json',
        'Connection: close',
      ],
      JSON.stringify({ email, password: 'secret1' }),
    );
    expect(answer.split('\r\n')[0]).toMatch(/^HTTP\/1\.1 400/);
    const login = await t.request({
      method: 'POST',
      url: '/api/login',
      payload: { email, password: 'secret1' },
    });
    expect(login.statusCode).toBe(401); // nothing was registered
  });

  it('refuses a state-changing call from a foreign origin, allows our own', async () => {
    const foreign = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'secret1' },
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'secret1' },
    });
    expect(own.statusCode).toBe(201);
  });

  it("refuses the Host header's origin, in either scheme, when it is not APP_URL's", async () => {
    // The Host header is the client's to write: a page on another name for this server (an IP, a
    // second domain pointing here) is not our site, and neither is our host under the other scheme.
    const cases = [
      { host: 'countstream-other.example', origin: 'http://countstream-other.example' },
      { host: 'countstream-other.example', origin: 'https://countstream-other.example' },
      { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}` },
      { host: 'localhost:3000', origin: 'https://localhost:3000' },
    ];
    for (const { host, origin } of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { email: uniqueEmail('host'), password: 'secret1' },
        headers: { host, origin },
      });
      expect(res.statusCode, origin).toBe(403);
      expect(res.headers['content-type'], origin).toMatch(/^application\/json/);
      expect(res.json(), origin).toEqual({ message: 'Request refused: missing or foreign Origin header.' });
    }
    // Over a real connection too, where Host and Origin are what the socket was opened to.
    const email = uniqueEmail('socket');
    const res = await fetch(`http://127.0.0.1:${port}/api/register`, {
      method: 'POST',
      headers: { origin: `http://127.0.0.1:${port}`, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'secret1' }),
    });
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ message: 'Request refused: missing or foreign Origin header.' });
    // APP_URL's origin, whatever the Host header says, is ours.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail('host'), password: 'secret1' },
      headers: { host: 'countstream-other.example', origin: TEST_ORIGIN },
    });
    expect(own.statusCode).toBe(201);
  });

  it("allows the Vite dev server's origin in development only", () => {
    const vite = 'http://localhost:5173';
    const dev = allowedOrigins({ appUrl: 'https://countstream.example', NODE_ENV: 'development' });
    expect([...dev]).toEqual(['https://countstream.example', vite]);
    for (const NODE_ENV of ['production', 'test'] as const)
      expect([...allowedOrigins({ appUrl: 'https://countstream.example/', NODE_ENV })]).toEqual([
        'https://countstream.example',
      ]);
  });

  it("refuses the Vite dev server's origin outside development", async () => {
    const res = await t.request({
      method: 'POST',
      url: '/api/register',
      payload: { email: uniqueEmail(), password: 'secret1' },
      headers: { origin: 'http://localhost:5173' },
    });
    expect(res.statusCode).toBe(403);
  });
});
