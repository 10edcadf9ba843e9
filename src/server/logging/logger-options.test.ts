import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { createTestDatabase } from '../test/test-database.ts';
import { testConfig } from '../test/test-app.ts';
import type { DatabaseHandle } from '../db/database.ts';
import { loggerOptions } from './logger-options.ts';

function capturingLogger() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const options = loggerOptions('info');
  const logger = pino(typeof options === 'object' ? options : {}, stream);
  return { logger, output: () => lines.join('') };
}

const SECRETS = ['s3nh4-s3cr3t4', '52998224725', '11222333000181', '64999887766', 'tok-123'];

describe('log redaction', () => {
  it('never writes passwords, tokens, documents or phone numbers', () => {
    const { logger, output } = capturingLogger();
    logger.info({ password: 's3nh4-s3cr3t4', cpfCnpj: '52998224725' }, 'topo');
    logger.info({
      body: { password: 's3nh4-s3cr3t4', cpf_cnpj: '11222333000181', phone: '64999887766' },
    });
    logger.info({ provider: { contact: { whatsapp: '64999887766' } }, token: 'tok-123' });
    logger.info({ req: { headers: { cookie: 'sid=tok-123', authorization: 'Bearer tok-123' } } });
    for (const secret of SECRETS) expect(output()).not.toContain(secret);
    expect(output()).toContain('[oculto]');
  });

  it('logs a failed query without its parameters', () => {
    const { logger, output } = capturingLogger();
    const error = Object.assign(
      new Error('Failed query: insert into providers\nparams: 52998224725'),
      {
        query: 'insert into "providers" ("cpf_cnpj") values ($1)',
        cause: Object.assign(new Error('duplicate key'), {
          code: '23505',
          constraint: 'providers_cpf_cnpj_unique',
        }),
      },
    );
    logger.error({ err: error }, 'falhou');
    expect(output()).not.toContain('52998224725');
    expect(output()).toContain('providers_cpf_cnpj_unique');
  });
});

describe('request logs', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('log the path without the query string (links carry tokens)', async () => {
    const { logger, output } = capturingLogger();
    const app = await buildApp({ config: testConfig(), database, logger });
    await app.inject({ method: 'GET', url: '/api/health?token=tok-123&q=52998224725' });
    await app.close();
    expect(output()).toContain('/api/health');
    for (const secret of SECRETS) expect(output()).not.toContain(secret);
  });

  it('keep no search text and no address with it (the privacy page promises it)', async () => {
    const { logger, output } = capturingLogger();
    const app = await buildApp({ config: testConfig(), database, logger });
    await app.inject({
      method: 'GET',
      url: '/api/providers?q=psiquiatra%20perto%20de%20casa',
      remoteAddress: '203.0.113.77',
      headers: { 'x-forwarded-for': '198.51.100.23' },
    });
    await app.close();
    expect(output()).toContain('/api/providers');
    for (const trace of ['psiquiatra', '203.0.113.77', '198.51.100.23']) {
      expect(output()).not.toContain(trace);
    }
  });
});
