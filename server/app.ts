import { join } from 'node:path';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { DestinationStream } from 'pino';
import adminRoutes from './admin/routes';
import accountRoutes from './auth/account-routes';
import authLinkRoutes from './auth/link-routes';
import authRoutes from './auth/routes';
import sessionPlugin from './auth/session-plugin';
import { accountBilling } from './billing/account-billing';
import { createBillingFollowUps } from './billing/follow-ups';
import { startBillingJobRunner } from './billing/job-runner';
import type { PaddleGateway } from './billing/paddle-gateway';
import { createPaddleGateway } from './billing/paddle-sdk-gateway';
import paddleWebhookRoutes from './billing/paddle-webhook-routes';
import billingRoutes from './billing/routes';
import type { Config } from './config';
import contactRoutes from './contact/routes';
import liveHistoryRoutes from './counters/live-history-routes';
import logoRoutes from './counters/logo-routes';
import counterRoutes from './counters/routes';
import { ViewCache } from './counters/view-cache';
import type { DatabaseHandle } from './db/client';
import exportRoutes from './export/routes';
import { registerHookCallRoutes } from './hook-urls/hook-url-call-routes';
import hookRoutes from './hook-urls/hook-url-routes';
import { RenderCache } from './images/render-cache';
import imageRoutes from './images/routes';
import connectionRoutes from './integrations/connection-routes';
import { creatorConnections } from './integrations/creator-connections';
import { INTEGRATION_PLUGINS } from './integrations/integration-registry';
import livePlugin from './live/live-plugin';
import liveRoutes from './live/routes';
import liveSourceRoutes from './live-sources/live-source-routes';
import liveSourcesPlugin from './live-sources/live-sources-plugin';
import { createMailer, type Mailer } from './mail/mailer';
import outboundWebhooksPlugin from './outbound-webhooks/outbound-plugin';
import { registerWebhookRoutes } from './outbound-webhooks/outbound-webhook-routes';
import type { RenderViewer } from './pages/counter-page';
import siteRoutes from './pages/site-routes';
import webAppPlugin from './pages/web-app-plugin';
import { loadTokenSeal } from './platform-apis/token-key';
import type { TokenSeal } from './platform-apis/token-seal';
import { addressGroup } from './plugins/address-group';
import backgroundTasksPlugin from './plugins/background-tasks';
import cachePolicyPlugin from './plugins/cache-policy';
import compressResponsesPlugin from './plugins/compress-responses';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import { KeptAnswers, keptAnswersServer } from './plugins/kept-answers';
import metricsPlugin from './plugins/metrics';
import originCheckPlugin from './plugins/origin-check';
import probesPlugin from './plugins/probes';
import { requestIdOf } from './plugins/request-label';
import requestLogPlugin, { loggerOptions } from './plugins/request-log';
import securityHeadersPlugin from './plugins/security-headers';
import { PROJECT_ROOT } from './project-root';
import liveApiRoutes from './public-api/api-routes';
import keyRoutes from './public-api/key-routes';
import { registerOpenApi } from './public-api/openapi';
import subathonRoutes from './subathons/subathon-routes';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    paddle: PaddleGateway;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  closeDatabase?: boolean;
  mailer?: Mailer;
  paddle?: PaddleGateway; // tests inject a fake; by default built from the PADDLE_* settings
  logger?: boolean;
  /** Where log lines go (tests read them); standard output unless given. */
  logStream?: DestinationStream;
  distDir?: string;
  /** The platform tokens' seal; by default from TOKEN_KEY, or the key in DATA_DIR. */
  tokenSeal?: TokenSeal;
  /** Tests pass a stand-in for the viewer's server renderer (else dist/ssr's, when built). */
  renderViewer?: RenderViewer | null;
  /**
   * The clock the live-count readers keep their schedule by (Date.now unless given). The browser
   * tests' server moves it on to a followed account's next read instead of waiting out the floor.
   */
  liveSourcesClock?: () => number;
}

export const DEFAULT_DIST_DIR = join(PROJECT_ROOT, 'dist', 'web');

// The whole server, made of explicitly registered plugins. It never listens: main.ts and tests decide that.
export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = opts;
  // The hottest public answers are kept and sent in front of the router (decision 015f).
  const keptAnswers = new KeptAnswers();
  const app = Fastify({
    serverFactory: keptAnswersServer(keptAnswers),
    logger: opts.logger === false ? false : loggerOptions(config.LOG_LEVEL, opts.logStream),
    // One line per request, written by plugins/request-log.ts (for kept answers too), with the
    // balancer's request id when it sends one.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdOf,
    bodyLimit: 100 * 1024,
    // A hop count, never `true`: see TRUST_PROXY in config.ts. Hop i (0 = the peer) is believed while
    // i < TRUST_PROXY.
    trustProxy: config.TRUST_PROXY > 0 ? (_address: string, hop: number) => hop < config.TRUST_PROXY : false,
    // The web-app plugin imports the server renderers (hundreds of KB of modules): on a busy 2-core
    // machine that alone passed Fastify's default 10 s and the server refused to start. A plugin
    // that hangs still fails the start, after a minute.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('keptAnswers', keptAnswers);
  // A closing app answers nothing from memory (Fastify refuses new requests its own way).
  app.addHook('preClose', async () => {
    keptAnswers.active = false;
  });
  // Root-level: read by the public view routes, dropped only by effects/after-commit.ts.
  app.decorate('viewCache', new ViewCache());
  // Root-level so tests and the bench can read how many images were really rendered.
  app.decorate('imageRenders', new RenderCache());
  app.decorate(
    'mailer',
    opts.mailer ??
      createMailer({
        smtpUrl: config.SMTP_URL,
        from: config.MAIL_FROM,
        outboxDir: join(config.DATA_DIR, 'outbox'),
        log: app.log,
        logLinks: config.NODE_ENV !== 'production',
      }),
  );
  app.addHook('onClose', async () => app.mailer.close());
  app.decorate('paddle', opts.paddle ?? createPaddleGateway(config, app.log));
  // Root-level: connecting, refreshing and ending platform connections seal and open their tokens.
  app.decorate('tokenSeal', opts.tokenSeal ?? loadTokenSeal(config, app.log));
  // What a billing event leaves to do after its commit, started by server/effects/ only.
  app.decorate('billingFollowUps', createBillingFollowUps(app));

  await app.register(errorsPlugin);
  // First: every request gets its id, route label, log line and timing, however early it is answered.
  await app.register(requestLogPlugin);
  await app.register(metricsPlugin);
  await app.register(dbPlugin, { handle: opts.database, closeOnExit: opts.closeDatabase ?? false });
  await app.register(backgroundTasksPlugin);
  await app.register(probesPlugin);
  await app.register(cookie);
  await app.register(securityHeadersPlugin);
  await app.register(cachePolicyPlugin);
  await app.register(compressResponsesPlugin);
  await app.register(rateLimit, {
    global: false,
    // Per address, an IPv6 client per /64 (address-group.ts); routes may key otherwise.
    keyGenerator: (request) => addressGroup(request.ip),
    errorResponseBuilder: (_req, ctx) => ({
      statusCode: 429,
      message: `Too many requests. Please wait ${Math.ceil(ctx.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(originCheckPlugin);
  await app.register(sessionPlugin);
  await app.register(livePlugin);
  await app.register(liveSourcesPlugin, { now: opts.liveSourcesClock });
  await app.register(outboundWebhooksPlugin);
  await registerOpenApi(app);

  await app.register(authRoutes);
  await app.register(authLinkRoutes);
  await app.register(accountRoutes, { billing: accountBilling });
  await app.register(billingRoutes);
  await app.register(paddleWebhookRoutes);
  startBillingJobRunner(app);
  await app.register(adminRoutes);
  await app.register(counterRoutes);
  await app.register(logoRoutes);
  await app.register(liveHistoryRoutes);
  await app.register(liveSourceRoutes);
  await app.register(liveRoutes);
  await app.register(keyRoutes);
  await app.register(hookRoutes);
  // One caller context for the whole public API: keys, webhook URL calls and /api/v1 outbound webhooks.
  await app.register(liveApiRoutes, { also: [registerHookCallRoutes, registerWebhookRoutes] });
  await app.register(subathonRoutes);
  for (const plugins of Object.values(INTEGRATION_PLUGINS))
    for (const plugin of plugins) await app.register(plugin);
  await app.register(connectionRoutes);
  // Live counts on connected platforms read with the creator's own token (integrations/creator-connections.ts).
  app.liveSources.attachCreatorConnections(creatorConnections(app));
  await app.register(exportRoutes);
  await app.register(imageRoutes);
  await app.register(contactRoutes);

  await app.register(siteRoutes);
  await app.register(webAppPlugin, {
    distDir: opts.distDir ?? DEFAULT_DIST_DIR,
    renderViewer: opts.renderViewer,
  });
  return app;
}
