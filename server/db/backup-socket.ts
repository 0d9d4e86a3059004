import { chmodSync, rmSync } from 'node:fs';
import { createConnection, createServer, type Server, type Socket } from 'node:net';
import { basename, dirname, join, resolve } from 'node:path';
import { dumpEmbedded } from './embedded-backup';
import type { PGliteThread } from './pglite-thread';

// The running server hands out backups of its embedded database over a unix socket beside the data
// folder (decision 042a): `npm run db:backup` asks there, because no second process may open the
// folder. Only the account that owns the folder may connect (the socket file is 0600), which is the
// account that could copy the folder anyway; nothing listens on the network.
//
// The exchange: the client writes `backup\n`; the server answers one JSON line, `{"ok":true,
// "bytes":N}` followed by the N bytes of the dump, or `{"ok":false,"message":…}`, and closes.

const REQUEST = 'backup\n';

/**
 * Beside the data folder, not inside it: PGlite's dump walks the whole folder and refuses anything
 * but files and folders. A unix socket path has a short length limit (about 107 bytes).
 */
export function backupSocketPath(dataDir: string): string {
  const folder = resolve(dataDir);
  return join(dirname(folder), `${basename(folder)}.backup.sock`);
}

export interface BackupSocket {
  path: string;
  close(): Promise<void>;
}

type Log = (message: string) => void;

/** Whether something answers on the socket at `path` (a file left by a process that died does not). */
function answers(path: string): Promise<boolean> {
  return new Promise((done) => {
    const probe = createConnection(path);
    probe.once('connect', () => {
      probe.destroy();
      done(true);
    });
    probe.once('error', () => done(false));
  });
}

/**
 * Serves backups of `pglite` on the socket beside `dataDir`. Never fails the server's start: when
 * the socket cannot be made (a read-only parent folder, a path too long), it logs why and returns
 * null, and `db:backup` then says the server must be stopped for a backup.
 */
export async function serveBackups(
  pglite: PGliteThread,
  dataDir: string,
  warn: Log,
): Promise<BackupSocket | null> {
  const path = backupSocketPath(dataDir);
  if (await answers(path)) {
    warn(`Another process serves backups at ${path}; this one serves none.`);
    return null;
  }
  const open = new Set<Socket>();
  let queue: Promise<unknown> = Promise.resolve(); // one dump at a time: each holds the database
  const server: Server = createServer((socket) => {
    open.add(socket);
    socket.on('close', () => open.delete(socket));
    socket.on('error', () => {}); // a client that went away mid-answer
    let asked = '';
    let answered = false; // one request per connection; what follows it is ignored
    socket.on('data', (chunk) => {
      if (answered) return;
      asked += chunk.toString('utf8');
      if (!asked.includes('\n') && asked.length <= REQUEST.length) return; // the rest of the line is coming
      answered = true;
      if (asked !== REQUEST) {
        socket.end(`${JSON.stringify({ ok: false, message: 'unknown request' })}\n`);
        return;
      }
      const dump = queue.then(() => dumpEmbedded(pglite));
      queue = dump.catch(() => {});
      dump.then(
        (bytes) => {
          socket.write(`${JSON.stringify({ ok: true, bytes: bytes.byteLength })}\n`);
          socket.end(bytes);
        },
        (err: Error) => socket.end(`${JSON.stringify({ ok: false, message: err.message })}\n`),
      );
    });
  });
  server.unref(); // the socket alone never keeps a process alive
  try {
    rmSync(path, { force: true }); // left by a server that did not close
    await new Promise<void>((done, fail) => {
      server.once('error', fail);
      server.listen(path, () => {
        server.off('error', fail);
        done();
      });
    });
    chmodSync(path, 0o600);
  } catch (err) {
    server.close();
    warn(`No backup socket at ${path} (${(err as Error).message}); back up with the server stopped.`);
    return null;
  }
  return {
    path,
    close: () =>
      new Promise<void>((done) => {
        for (const socket of open) socket.destroy();
        server.close(() => done());
      }),
  };
}

/** The answer of a running server, or null when none answers at the socket beside `dataDir`. */
export function requestBackup(dataDir: string): Promise<Buffer | null> {
  const path = backupSocketPath(dataDir);
  return new Promise((done, fail) => {
    const socket = createConnection(path);
    const chunks: Buffer[] = [];
    let connected = false;
    socket.once('connect', () => {
      connected = true;
      socket.write(REQUEST);
    });
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.once('error', (err: NodeJS.ErrnoException) => {
      if (!connected && (err.code === 'ENOENT' || err.code === 'ECONNREFUSED')) done(null);
      else fail(new Error(`The backup from the running server broke off: ${err.message}`));
    });
    socket.once('end', () => {
      try {
        done(readAnswer(Buffer.concat(chunks)));
      } catch (err) {
        fail(err);
      }
    });
  });
}

function readAnswer(answer: Buffer): Buffer {
  const newline = answer.indexOf(0x0a);
  if (newline < 0) throw new Error('The running server closed the backup socket without an answer.');
  const head = JSON.parse(answer.subarray(0, newline).toString('utf8')) as
    | { ok: true; bytes: number }
    | { ok: false; message: string };
  if (!head.ok) throw new Error(`The running server could not take the backup: ${head.message}`);
  const body = answer.subarray(newline + 1);
  if (body.byteLength !== head.bytes)
    throw new Error(`The backup broke off: ${body.byteLength} of ${head.bytes} bytes arrived.`);
  return body;
}
