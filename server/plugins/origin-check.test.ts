import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, uniqueEmail } from '../test/test-app';

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
});
