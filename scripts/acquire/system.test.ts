import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { realSystem, runCommand } from './system';

// The real machine adapters: bounded commands and probes, so a dead host or a hung installer
// costs seconds, not the whole run.
describe('the real system', () => {
  const sys = realSystem();

  it('runs a command, keeps the end of its output and its exit status', async () => {
    const ok = await runCommand(process.execPath, ['-e', 'console.log("a".repeat(3000) + "END")'], {
      timeoutMs: 20_000,
    });
    expect(ok.ok).toBe(true);
    expect(ok.output.trim().endsWith('aEND')).toBe(true);
    expect(ok.output.length).toBeLessThanOrEqual(2000);
    const bad = await runCommand(process.execPath, ['-e', 'console.error("nope"); process.exit(3)'], {
      timeoutMs: 20_000,
    });
    expect(bad).toEqual({ ok: false, output: 'nope\n\nexit 3' });
  });

  it('kills a command that outlives its limit', async () => {
    const started = Date.now();
    const hung = await runCommand(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], {
      timeoutMs: 1_000,
    });
    expect(hung.ok).toBe(false);
    expect(hung.output).toContain('stopped by SIGKILL after the 1 s limit');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('says a missing binary does not run, and lists a missing folder as empty', () => {
    const v = sys.version('/nonexistent/chromium');
    expect(v.ok).toBe(false);
    expect(v.output).toContain('ENOENT');
    expect(sys.list('/nonexistent/folder')).toEqual([]);
    expect(sys.version(process.execPath)).toEqual({ ok: true, output: process.version });
  });

  it('knows whether a host answers, within the time given', async () => {
    const server = createServer((_req, res) => res.writeHead(404).end());
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as AddressInfo;
    expect(await sys.hostAnswers(`http://127.0.0.1:${port}`, 3_000)).toBe(true);
    await new Promise((r) => server.close(r));
    expect(await sys.hostAnswers(`http://127.0.0.1:${port}`, 3_000)).toBe(false);
  });

  it('gives up on a host that takes the connection but never answers', async () => {
    const silent = createServer(() => {});
    await new Promise<void>((r) => silent.listen(0, '127.0.0.1', r));
    const { port } = silent.address() as AddressInfo;
    const started = Date.now();
    expect(await sys.hostAnswers(`http://127.0.0.1:${port}`, 500)).toBe(false);
    expect(Date.now() - started).toBeLessThan(5_000);
    silent.closeAllConnections();
    await new Promise((r) => silent.close(r));
  });

  it('finds commands on PATH', () => {
    expect(sys.hasCommand('node')).toBe(true);
    expect(sys.hasCommand('no-such-command-countstream')).toBe(false);
  });
});
