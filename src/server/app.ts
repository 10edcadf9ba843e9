import { join, resolve } from 'node:path';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { frameworkErrorHandler, registerErrorHandler } from './http/error-handler.ts';
import { registerInputGuard } from './http/input-guard.ts';
import { registerLoadShedding } from './http/load-shedding.ts';
import { registerRouteAccess } from './http/route-access.ts';
import { registerSecurityHeaders, securityHeaders } from './http/security-headers.ts';
import { registerStaticClient } from './http/static-client.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { registerAuth, sessionAccessCheck } from './modules/auth/auth-plugin.ts';
import { authRoutes } from './modules/auth/auth-routes.ts';
import { catalogRoutes } from './modules/catalog/catalog-routes.ts';
import { rolesRoutes } from './modules/users/roles-routes.ts';
import { usersRoutes } from './modules/users/users-routes.ts';
import { registerConfiguration } from './modules/configuration/configuration-routes.ts';
import type { AuthDeps } from './modules/auth/auth-service.ts';
import { registerDirectory } from './modules/directory/directory-routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard-routes.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { meRoutes } from './modules/me/me-routes.ts';
import { providersRoutes } from './modules/providers/providers-routes.ts';
import { createRateLimiter } from './modules/rate-limit/rate-limiter.ts';
import { insightsRoutes } from './modules/insights/insights-routes.ts';
import { reportsRoutes } from './modules/reports/reports-routes.ts';
import { referenceRoutes } from './modules/reference/reference-routes.ts';
import { registerSeo } from './modules/seo/seo-routes.ts';
import { registerSite } from './modules/site/site-routes.ts';

/** Largest request body accepted (JSON forms are a few KB; nothing uploads files). */
export const BODY_LIMIT_BYTES = 64 * 1024;

export type AppOptions = {
  config: Config;
  database: DatabaseHandle;
  /** Folder of the built client (dist/client); omitted in API tests. */
  clientDir?: string;
  /** The process logger (main.ts), or false for silence; defaults to one with redaction. */
  logger?: FastifyBaseLogger | false;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    mailer: Mailer;
  }
}

/** Builds the whole HTTP application; main.ts listens, tests call app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Every schema gives its own Portuguese messages; a check without one speaks Portuguese too.
  z.config(z.locales.ptBR());
  const { config, database } = options;
  const headers = securityHeaders(config.appUrl);
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: config.trustProxy,
    // Keep-alive connections that are idle close at shutdown; busy ones finish their request.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
    frameworkErrors: frameworkErrorHandler(headers),
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    outboxDir: join(resolve(config.dataDir), 'outbox'),
    log: app.log,
    logLinks: config.env !== 'production',
  });
  // The API speaks JSON only. Fastify's own text/plain parser handed routes a string: refused
  // where a body is read, but a route that reads none (a deletion) went ahead on any text. Any
  // type but JSON now gets the 415 of every other type (issue 14, hostile input).
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  registerErrorHandler(app);
  registerInputGuard(app);
  registerRouteAccess(app, sessionAccessCheck);
  registerSecurityHeaders(app, headers);
  // Before the session is read: a refused request must cost the database nothing.
  await registerLoadShedding(app, {
    maxInFlight: config.maxInFlight,
    maxEventLoopDelayMs: config.maxEventLoopDelayMs,
  });
  await registerAuth(app);

  const deps: AuthDeps = {
    db: database.db,
    mailer,
    limiter: createRateLimiter(database.db, { ipMultiplier: config.rateLimitIpMultiplier }),
    mail: { appName: config.appName, appUrl: config.appUrl },
  };
  await app.register(healthRoutes, { ping: database.ping });
  await app.register(authRoutes, { deps });
  await app.register(meRoutes, { deps });
  await app.register(referenceRoutes);
  await registerDirectory(app);
  await registerSeo(app);
  await registerSite(app);
  await app.register(providersRoutes, { deps });
  await app.register(insightsRoutes, { deps });
  await app.register(reportsRoutes, { deps });
  await app.register(dashboardRoutes);
  await registerConfiguration(app);
  await app.register(catalogRoutes);
  await app.register(usersRoutes, { deps });
  await app.register(rolesRoutes);

  await registerStaticClient(app, options.clientDir);
  return app;
}
