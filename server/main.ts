import { ConfigError, loadConfig } from './config';

// Only listens and shuts down gracefully; everything else is in buildApp(). The server's modules
// are loaded once the environment is known good, so a mistyped variable is reported at once
// rather than after the whole server has been read (about 3 s on a slow machine).
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      process.stderr.write(
        `${err.message}\nFix the variables above (see README.md, "Configuration") and start again.\n`,
      );
      process.exit(1);
    }
    throw err;
  }
  const { startServer } = await import('./start-server');
  const app = await startServer(config);
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  if (app.metricsServer && config.METRICS_PORT !== undefined) {
    const { listenMetrics } = await import('./plugins/metrics');
    const metricsPort = await listenMetrics(
      app.metricsServer,
      config.METRICS_PORT,
      config.METRICS_HOST ?? config.HOST,
    );
    app.log.info(`metrics served on port ${metricsPort} at /metrics`);
  }
  process.stdout.write(
    `\nCountstream is running at http://localhost:${port}  (${config.NODE_ENV}, ${app.dbHandle.kind === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})\n\n`,
  );

  let closing = false;
  let endDrain: (() => void) | null = null;
  const shutdown = async (signal: string) => {
    if (closing) {
      endDrain?.();
      return;
    }
    closing = true;
    // Draining first: /readyz answers 503 while the instance still serves, so the load balancer
    // takes it out before any request is refused.
    // SIGINT (Ctrl+C in a terminal) closes at once; a second signal ends the drain early.
    const drainMs = signal === 'SIGTERM' ? config.DRAIN_SECONDS * 1000 : 0;
    if (drainMs > 0) {
      app.probes.draining = true;
      app.log.info(`${signal} received, draining for ${config.DRAIN_SECONDS} s before closing`);
      await new Promise<void>((resolve) => {
        endDrain = resolve;
        setTimeout(resolve, drainMs);
      });
    }
    app.log.info(`${signal} received, finishing in-flight requests`);
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    // A keep-alive connection that was busy when close() began stays open once its answer is sent
    // (Fastify keeps idle connections 72 s) and close() waits for it: close each one as it goes idle.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  process.stderr.write(`Countstream failed to start: ${err instanceof Error ? err.stack : String(err)}\n`);
  process.exit(1);
});
