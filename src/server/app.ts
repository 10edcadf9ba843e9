import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Config } from './config/config.ts';
import type { DatabaseHandle } from './db/database.ts';
import { registerErrorHandler } from './http/error-handler.ts';
import { registerRouteAccess } from './http/route-access.ts';
import { registerSecurityHeaders } from './http/security-headers.ts';
import { registerStaticClient } from './http/static-client.ts';
import { loggerOptions } from './logging/logger-options.ts';
import { healthRoutes } from './modules/health/health-routes.ts';
import { siteRoutes } from './modules/site/site-routes.ts';

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
  }
}

/** Builds the whole HTTP application; main.ts listens, tests call app.inject(). */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    ...(options.logger === undefined
      ? { logger: loggerOptions(config.logLevel) }
      : options.logger === false
        ? { logger: false }
        : { loggerInstance: options.logger }),
    bodyLimit: BODY_LIMIT_BYTES,
    // Keep-alive connections that are idle close at shutdown; busy ones finish their request.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('config', config);
  app.decorate('database', database);

  registerErrorHandler(app);
  registerRouteAccess(app);
  await registerSecurityHeaders(app, config.appUrl);

  await app.register(healthRoutes, { ping: database.ping });
  await app.register(siteRoutes, { config });

  await registerStaticClient(app, options.clientDir);
  return app;
}
