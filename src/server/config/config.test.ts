import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_ADMIN_EMAIL, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('gives the documented defaults for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '127.0.0.1',
      appUrl: 'http://localhost:3000',
      databaseUrl: undefined,
      dataDir: './data',
      smtpUrl: undefined,
      adminEmail: DEFAULT_ADMIN_EMAIL,
      adminPassword: undefined,
      seedDemo: true,
      appName: 'Saúde Conveniada',
      contactPhone: undefined,
      maxInFlight: 64,
      maxEventLoopDelayMs: 50,
    });
    expect(config.mailFrom).toBe('"Saúde Conveniada" <nao-responda@localhost>');
  });

  it('reads every variable', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      APP_URL: 'https://saude.example.com.br/',
      DATABASE_URL: 'postgres://app:secret@db:5432/saude',
      DATA_DIR: '/var/lib/saude',
      SMTP_URL: 'smtp://mail:1025',
      MAIL_FROM: 'Saúde <ola@example.com.br>',
      ADMIN_EMAIL: 'Chefe@Example.com.br',
      ADMIN_PASSWORD: 'uma-senha-bem-longa',
      SEED_DEMO: 'false',
      APP_NAME: 'Saúde Teste',
      CONTACT_EMAIL: 'contato@example.com.br',
      CONTACT_PHONE: '(64) 3631-0000',
      MAX_IN_FLIGHT: '200',
      MAX_EVENT_LOOP_DELAY_MS: '80',
    });
    expect(config).toMatchObject({
      env: 'production',
      port: 8080,
      appUrl: 'https://saude.example.com.br',
      databaseUrl: 'postgres://app:secret@db:5432/saude',
      adminEmail: 'chefe@example.com.br',
      seedDemo: false,
      appName: 'Saúde Teste',
      contactEmail: 'contato@example.com.br',
      contactPhone: '(64) 3631-0000',
      maxInFlight: 200,
      maxEventLoopDelayMs: 80,
    });
  });

  it('seeds demo data by default on the embedded database only, unless SEED_DEMO says', () => {
    const postgres = 'postgres://app:secret@db:5432/saude';
    expect(loadConfig({}).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: '' }).seedDemo).toBe(true);
    expect(loadConfig({ SEED_DEMO: 'false' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '' }).seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: '1' }).seedDemo).toBe(true);
    // An empty DATABASE_URL (as .env.example has it) is the embedded database.
    expect(loadConfig({ DATABASE_URL: '' }).seedDemo).toBe(true);
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://localhost/db' }, 'DATABASE_URL'],
    [{ APP_URL: 'not a url' }, 'APP_URL'],
    [{ SMTP_URL: 'http://mail' }, 'SMTP_URL'],
    [{ ADMIN_EMAIL: 'nope' }, 'ADMIN_EMAIL'],
    [{ ADMIN_EMAIL: 'a@b.com', ADMIN_PASSWORD: 'short' }, 'ADMIN_PASSWORD'],
    [{ ADMIN_PASSWORD: 'uma-senha-bem-longa' }, 'ADMIN_EMAIL'],
    [{ SEED_DEMO: 'talvez' }, 'SEED_DEMO'],
    [{ NODE_ENV: 'staging' }, 'NODE_ENV'],
    [{ CONTACT_EMAIL: 'x' }, 'CONTACT_EMAIL'],
    [{ CONTACT_PHONE: 'ligue já' }, 'CONTACT_PHONE'],
    [{ TRUST_PROXY: 'sim' }, 'TRUST_PROXY'],
    [{ RATE_LIMIT_IP_MULTIPLIER: '0' }, 'RATE_LIMIT_IP_MULTIPLIER'],
    [{ MAX_IN_FLIGHT: '0' }, 'MAX_IN_FLIGHT'],
    [{ MAX_EVENT_LOOP_DELAY_MS: 'muito' }, 'MAX_EVENT_LOOP_DELAY_MS'],
  ])('refuses %o with a message naming %s', (env, variable) => {
    const problems = problemsOf(env);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(variable);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '  ' }).databaseUrl).toBeUndefined();
  });
});
