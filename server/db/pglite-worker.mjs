// The embedded database's own thread (decision 026a). PGlite runs PostgreSQL compiled to
// WebAssembly, synchronously, on the thread that calls it; here that is this worker, so a long
// statement never holds the request thread, and loading its pg_trgm extension (which slows every
// JavaScript object made after it in the same V8 isolate: bench/README.md, view.ts) leaves the
// server's isolate alone. Plain JavaScript, so the same file runs under tsx, Vitest, the bundled
// server and the browser tests' bundle. The other side is pglite-thread.ts.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** @typedef {import('@electric-sql/pglite').Transaction} Transaction */
/** @typedef {{ tx: Transaction, end: (commit: boolean) => void, done: Promise<void> | null }} OpenTransaction */

/** A callback that throws this ends its transaction with a rollback, as PGlite documents. */
const ROLLBACK = Symbol('rollback');

/** Open transactions by id: the handle the statements use, and how to end it. */
/** @type {Map<number, OpenTransaction>} */
const open = new Map();
let nextTx = 1;

/** @param {string} value */
const identity = (value) => value;

/** The driver options drizzle passes: a row mode and the types it reads as text (see pglite-thread.ts). */
/**
 * @param {{ rowMode?: 'array' | 'object', textTypes?: number[] } | undefined} options
 * @returns {import('@electric-sql/pglite').QueryOptions | undefined}
 */
function queryOptions(options) {
  if (!options) return undefined;
  /** @type {Record<number, (value: string) => unknown>} */
  const parsers = {};
  for (const oid of options.textTypes ?? []) parsers[oid] = identity;
  return { rowMode: options.rowMode, parsers };
}

/** An error as plain data: its message, name and the fields PostgreSQL fills in (code, constraint…). */
/** @param {unknown} error */
function toData(error) {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  /** @type {Record<string, unknown>} */
  const fields = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === undefined || typeof value === 'function') continue;
    try {
      fields[key] = structuredClone(value);
    } catch {
      fields[key] = String(value);
    }
  }
  return { name: error.name, message: error.message, fields };
}

/** @param {PGlite} db */
async function begin(db) {
  const id = nextTx++;
  /** @type {(commit: boolean) => void} */
  let end = () => {};
  /** @type {Promise<boolean>} */
  const ended = new Promise((resolve) => {
    end = resolve;
  });
  /** @type {() => void} */
  let opened = () => {};
  const ready = new Promise((resolve) => {
    opened = () => resolve(undefined);
  });
  const done = db
    .transaction(async (tx) => {
      open.set(id, { tx, end, done: null });
      opened();
      const commit = await ended;
      if (!commit) throw ROLLBACK;
    })
    .catch((error) => {
      if (error !== ROLLBACK) throw error;
    })
    .finally(() => open.delete(id));
  // BEGIN itself may fail (a closed database): then the transaction never opens.
  await Promise.race([ready, done]);
  const entry = open.get(id);
  if (!entry) throw new Error('The embedded database could not start a transaction');
  entry.done = done;
  return id;
}

/** @param {number} id @param {boolean} commit */
async function finish(id, commit) {
  const entry = open.get(id);
  if (!entry) throw new Error(`No open transaction ${id}`);
  entry.end(commit);
  await entry.done;
}

/** @param {PGlite} db @param {number | undefined} txId */
function target(db, txId) {
  if (txId === undefined) return db;
  const entry = open.get(txId);
  if (!entry) throw new Error(`No open transaction ${txId}`);
  return entry.tx;
}

/** @param {PGlite} db @param {any} message */
async function run(db, message) {
  switch (message.op) {
    case 'query':
      return target(db, message.txId).query(message.sql, message.params, queryOptions(message.options));
    case 'exec':
      return target(db, message.txId).exec(message.sql);
    case 'begin':
      return begin(db);
    case 'end':
      return finish(message.txId, message.commit);
    case 'dump': {
      const file = await db.dumpDataDir(message.compression);
      return new Uint8Array(await file.arrayBuffer());
    }
    case 'close':
      return db.close();
    default:
      throw new Error(`Unknown operation ${message.op}`);
  }
}

try {
  const { dataDir, loadDataDir } = workerData ?? {};
  const db = await PGlite.create(dataDir ?? undefined, {
    extensions: { pg_trgm },
    ...(loadDataDir ? { loadDataDir: new Blob([loadDataDir]) } : {}),
  });
  // Each message is answered on its own: a statement of an open transaction must not wait behind one
  // that waits for that transaction to end.
  // `took` says when the call was taken up (the clock pglite-thread.ts's sharedClock reads): the
  // caller's side learns how long it waited behind the statements before it.
  port.on('message', (/** @type {any} */ message) => {
    const took = performance.timeOrigin + performance.now();
    run(db, message).then(
      (result) => {
        const transfer = result instanceof Uint8Array ? [result.buffer] : [];
        port.postMessage({ id: message.id, took, ok: true, result }, transfer);
      },
      (error) => port.postMessage({ id: message.id, took, ok: false, error: toData(error) }),
    );
  });
  port.postMessage({ ready: true });
} catch (error) {
  port.postMessage({ ready: false, error: toData(error) });
}
