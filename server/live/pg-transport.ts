import type { Client, Pool } from 'pg';
import type { LiveBus, LiveTransport } from './live-bus';

export const LIVE_CHANNEL = 'counter_runs';

/**
 * Cross-instance changes over PostgreSQL LISTEN/NOTIFY. The payload is the counter id only;
 * each instance reloads the state itself. One dedicated connection listens; if it drops, it
 * reconnects and every watched counter is reloaded, so no missed change lingers.
 */
export async function startPgTransport(
  connectionString: string,
  pool: Pool,
  bus: LiveBus,
  onError: (err: unknown) => void,
): Promise<LiveTransport> {
  // Loaded here, not at start-up: an embedded-database instance never needs the PostgreSQL driver.
  const { default: pg } = await import('pg');
  let client: Client | null = null;
  let closed = false;
  let retry: ReturnType<typeof setTimeout> | undefined;

  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (msg) => {
      // Stryker disable next-line ConditionalExpression,LogicalOperator: this connection LISTENs on LIVE_CHANNEL alone, and an empty payload names no counter (bus.deliver('') finds no subscriber)
      if (msg.channel === LIVE_CHANNEL && msg.payload) bus.deliver(msg.payload);
    });
    c.on('error', (err) => {
      onError(err);
      scheduleReconnect(c);
    });
    c.on('end', () => scheduleReconnect(c));
    await c.connect();
    await c.query(`LISTEN ${LIVE_CHANNEL}`);
    client = c;
  };

  const scheduleReconnect = (c: Client) => {
    if (closed || client !== c) return;
    client = null;
    c.end().catch(() => {});
    retry = setTimeout(reconnect, 500);
  };

  const reconnect = () => {
    if (closed) return;
    connect()
      .then(() => {
        for (const id of bus.subscribedIds()) bus.deliver(id);
      })
      .catch((err) => {
        onError(err);
        retry = setTimeout(reconnect, 2000);
      });
  };

  await connect();
  return {
    async notify(counterId) {
      await pool.query('select pg_notify($1, $2)', [LIVE_CHANNEL, counterId]);
    },
    async close() {
      closed = true;
      // Stryker disable next-line CallExpression: a pending retry would only call reconnect(), which returns at once once closed
      clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
