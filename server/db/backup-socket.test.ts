import { readFileSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type BackupSocket, backupSocketPath, requestBackup, serveBackups } from './backup-socket';
import { type DatabaseHandle, openDatabase } from './client';
import { isEmbeddedBackup } from './embedded-backup';

// The running server's backup socket: only its owner may connect, it answers nothing but a backup,
// and the backup loads into a new database with what was committed.
let dir: string;
let handle: DatabaseHandle;
let socket: BackupSocket | null;
const warnings: string[] = [];

function ask(text: string): Promise<string> {
  return new Promise((done, fail) => {
    const c = createConnection(backupSocketPath(join(dir, 'data')));
    let answer = '';
    c.on('connect', () => c.write(text));
    c.on('data', (d) => {
      answer += d.toString();
    });
    c.on('end', () => done(answer));
    c.on('error', fail);
  });
}

describe.skipIf(!inject('pgliteTemplate'))('the backup socket', () => {
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'backup-socket-'));
    handle = await openDatabase({ loadDataDir: new Blob([readFileSync(inject('pgliteTemplate'))]) });
    await handle.pglite!.exec(`insert into settings (key, value) values ('backup-probe', '"kept"')`);
    writeFileSync(backupSocketPath(join(dir, 'data')), 'left by a server that died');
    socket = await serveBackups(handle.pglite!, join(dir, 'data'), (line) => warnings.push(line));
  }, 60_000);
  afterAll(async () => {
    await socket?.close();
    await handle?.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('sits beside the data folder, replaces a file left there, and only its owner may connect', () => {
    expect(socket?.path).toBe(join(dir, 'data.backup.sock'));
    expect(statSync(socket!.path).isSocket()).toBe(true);
    expect(statSync(socket!.path).mode & 0o777).toBe(0o600);
  });

  it('answers only a backup request', async () => {
    expect(await ask('hello\n')).toBe('{"ok":false,"message":"unknown request"}\n');
    // A line longer than the request is refused before its end arrives; so is a second request.
    expect(await ask('x'.repeat(100))).toBe('{"ok":false,"message":"unknown request"}\n');
    expect(await ask('backup\nbackup\n')).toBe('{"ok":false,"message":"unknown request"}\n');
  });

  it('hands out a dump that loads with what was committed', async () => {
    const bytes = await requestBackup(join(dir, 'data'));
    expect(isEmbeddedBackup(bytes!)).toBe(true);
    const copy = await openDatabase({ loadDataDir: new Blob([new Uint8Array(bytes!)]) });
    try {
      const rows = await copy.pglite!.query<{ value: unknown }>(
        `select value from settings where key = 'backup-probe'`,
      );
      expect(rows.rows).toEqual([{ value: 'kept' }]);
    } finally {
      await copy.close();
    }
  });

  it('is served by one process only, and answers nothing once closed', async () => {
    expect(await serveBackups(handle.pglite!, join(dir, 'data'), (line) => warnings.push(line))).toBeNull();
    expect(warnings).toEqual([`Another process serves backups at ${socket!.path}; this one serves none.`]);
    await socket!.close();
    socket = null;
    expect(await requestBackup(join(dir, 'data'))).toBeNull();
  });
});
