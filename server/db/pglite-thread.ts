import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { PGlite, QueryOptions, Results } from '@electric-sql/pglite';
import { dbQueryDuration, dbQueueWait } from '../metrics';
import { PROJECT_ROOT } from '../project-root';

// The embedded database in a worker thread of its own (decision 026a; the worker is
// pglite-worker.mjs). This side offers what the server and drizzle use of a PGlite — query, exec,
// transaction, dumpDataDir, close — and sends each call to the worker. Found from the project root,
// so the source, the bundled server and the browser tests' bundle all start the same file.
const WORKER_FILE = join(PROJECT_ROOT, 'server/db/pglite-worker.mjs');

interface ErrorData {
  name: string;
  message: string;
  fields: Record<string, unknown>;
}

/** `took`: when the worker took the call up, on the clock both threads share (see call()). */
type Reply = { id: number; took?: number } & (
  | { ok: true; result: unknown }
  | { ok: false; error: ErrorData }
);

/** Milliseconds on a clock every thread of the process reads alike (each has its own timeOrigin). */
export const sharedClock = () => performance.timeOrigin + performance.now();

interface Waiting {
  resolve: (v: unknown) => void;
  reject: (e: Error) => void;
  /** When the call was posted, on the shared clock; statements only (not begin, end, dump). */
  sent?: number;
}

/** The part of a PGlite (or of one of its transactions) the server uses. */
export interface PGliteQueries {
  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
  exec(sql: string): Promise<Results[]>;
}

export interface PGliteTransaction extends PGliteQueries {
  readonly closed: boolean;
}

export interface PGliteThreadOptions {
  loadDataDir?: Blob;
}

// The error as PGlite threw it in the worker: the same message and the fields PostgreSQL filled in
// (code, constraint, detail…), which the error handler and the services read.
function toError(data: ErrorData): Error {
  const error = new Error(data.message);
  error.name = data.name;
  return Object.assign(error, data.fields);
}

/**
 * Drizzle passes parsers only to read some types as their text (timestamps, dates, intervals and
 * their arrays): functions cannot cross to the worker, so their type ids do, and the worker reads
 * those types as text. A parser that does anything else is refused rather than silently dropped.
 */
function textTypes(options: QueryOptions | undefined): number[] | undefined {
  if (!options?.parsers) return undefined;
  const types: number[] = [];
  for (const [oid, parse] of Object.entries(options.parsers)) {
    if (parse('x', Number(oid)) !== 'x')
      throw new Error(`Parser for type ${oid} is not supported in the worker`);
    types.push(Number(oid));
  }
  return types;
}

export class PGliteThread implements PGliteQueries {
  private readonly pending = new Map<number, Waiting>();
  private nextId = 1;
  private closing: Promise<void> | null = null;
  private gone: Error | null = null;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (reply: Reply) => this.settle(reply));
    worker.on('error', (error) => this.failAll(error));
    worker.on('exit', (code) => {
      this.gone = new Error(`The embedded database's thread has ended (exit ${code})`);
      this.failAll(this.gone);
    });
    worker.unref(); // kept alive only while a call waits for its answer (call())
  }

  static async create(dataDir: string | undefined, options: PGliteThreadOptions = {}): Promise<PGliteThread> {
    const loadDataDir = options.loadDataDir
      ? new Uint8Array(await options.loadDataDir.arrayBuffer())
      : undefined;
    const worker = new Worker(WORKER_FILE, {
      workerData: { dataDir, loadDataDir },
      transferList: loadDataDir ? [loadDataDir.buffer] : [],
      execArgv: [], // plain JavaScript: none of the parent's loaders
    });
    await new Promise<void>((resolve, reject) => {
      const onExit = (code: number) => reject(new Error(`The embedded database's thread exited (${code})`));
      worker.once('error', reject);
      worker.once('exit', onExit);
      worker.once('message', (m: { ready: boolean; error?: ErrorData }) => {
        worker.off('error', reject);
        worker.off('exit', onExit);
        if (m.ready) resolve();
        else {
          void worker.terminate();
          reject(toError(m.error!));
        }
      });
    });
    return new PGliteThread(worker);
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions, txId?: number): Promise<Results<T>> {
    const wire = options ? { rowMode: options.rowMode, textTypes: textTypes(options) } : undefined;
    return this.call({ op: 'query', sql, params, options: wire, txId }) as Promise<Results<T>>;
  }

  exec(sql: string, txId?: number): Promise<Results[]> {
    return this.call({ op: 'exec', sql, txId }) as Promise<Results[]>;
  }

  /**
   * Runs `fn` in one transaction, as PGlite's transaction does: committed when it returns, rolled
   * back when it throws. Other statements wait for it in the worker, as they do in PGlite.
   */
  async transaction<T>(fn: (tx: PGliteTransaction) => Promise<T>): Promise<T> {
    const txId = (await this.call({ op: 'begin' })) as number;
    let closed = false;
    const tx: PGliteTransaction = {
      query: (sql, params, options) => this.query(sql, params, options, txId),
      exec: (sql) => this.exec(sql, txId),
      get closed() {
        return closed;
      },
    };
    let result: T;
    try {
      result = await fn(tx);
    } catch (error) {
      closed = true;
      await this.call({ op: 'end', txId, commit: false }).catch(() => {});
      throw error;
    }
    closed = true;
    await this.call({ op: 'end', txId, commit: true });
    return result;
  }

  async dumpDataDir(compression: 'none' | 'gzip' | 'auto' = 'auto'): Promise<Blob> {
    const bytes = (await this.call({ op: 'dump', compression })) as Uint8Array<ArrayBuffer>;
    return new Blob([bytes]);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      try {
        await this.call({ op: 'close' });
      } finally {
        await this.worker.terminate();
        this.gone ??= new Error("The embedded database's thread has ended (closed)");
      }
    })();
    return this.closing;
  }

  /** This handle as drizzle's PGlite driver takes it: it calls only what PGliteQueries and transaction offer. */
  asPGlite(): PGlite {
    return this as unknown as PGlite;
  }

  private call(message: Record<string, unknown>): Promise<unknown> {
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      if (this.gone) return reject(this.gone); // closed, or the thread died: nothing would answer
      if (this.pending.size === 0) this.worker.ref();
      // Statements are timed: how long each waits for the thread, and how long its caller waits.
      const timed = message.op === 'query' || message.op === 'exec';
      this.pending.set(id, { resolve, reject, sent: timed ? sharedClock() : undefined });
      this.worker.postMessage({ ...message, id });
    });
  }

  private settle(reply: Reply) {
    const waiting = this.pending.get(reply.id);
    if (!waiting) return;
    this.pending.delete(reply.id);
    if (this.pending.size === 0) this.worker.unref();
    if (waiting.sent !== undefined) {
      dbQueryDuration.observe((sharedClock() - waiting.sent) / 1000);
      if (reply.took !== undefined) dbQueueWait.observe(Math.max(0, reply.took - waiting.sent) / 1000);
    }
    if (reply.ok) waiting.resolve(reply.result);
    else waiting.reject(toError(reply.error));
  }

  private failAll(error: Error) {
    for (const waiting of this.pending.values()) waiting.reject(error);
    this.pending.clear();
  }
}
