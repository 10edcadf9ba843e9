import { z } from 'zod';

const booleanFromEnv = (name: string) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'], {
      error: `${name} deve ser "true" ou "false"`,
    })
    .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

/**
 * Every setting the server reads, checked once at start (README "Configuração").
 * Messages are in Portuguese and name the variable, so a bad value stops the start clearly.
 */
const envSchema = z
  .object({
    NODE_ENV: z
      .enum(['development', 'production', 'test'], {
        error: 'NODE_ENV deve ser development, production ou test',
      })
      .default('development'),
    PORT: z.coerce
      .number({ error: 'PORT deve ser um número inteiro entre 0 e 65535' })
      .int('PORT deve ser um número inteiro entre 0 e 65535')
      .min(0, 'PORT deve ser um número inteiro entre 0 e 65535')
      .max(65535, 'PORT deve ser um número inteiro entre 0 e 65535')
      .default(3000),
    HOST: z.string().trim().min(1, 'HOST não pode ser vazio').default('127.0.0.1'),
    APP_URL: optionalString.pipe(
      z
        .url({
          protocol: /^https?$/,
          error: 'APP_URL deve ser uma URL http(s), ex.: https://exemplo.com.br',
        })
        .optional(),
    ),
    DATABASE_URL: optionalString.pipe(
      z
        .url({
          protocol: /^postgres(ql)?$/,
          error: 'DATABASE_URL deve ser uma URL postgres://usuario:senha@host:porta/banco',
        })
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1, 'DATA_DIR não pode ser vazio').default('./data'),
    SMTP_URL: optionalString.pipe(
      z
        .url({ protocol: /^smtps?$/, error: 'SMTP_URL deve ser uma URL smtp:// ou smtps://' })
        .optional(),
    ),
    MAIL_FROM: z.string().trim().min(3, 'MAIL_FROM não pode ser vazio').optional(),
    ADMIN_EMAIL: optionalString.pipe(
      z.email({ error: 'ADMIN_EMAIL deve ser um e-mail válido' }).optional(),
    ),
    ADMIN_PASSWORD: optionalString.pipe(
      z.string().min(12, 'ADMIN_PASSWORD deve ter pelo menos 12 caracteres').optional(),
    ),
    // Unset (or empty): decided by the database, see seedDemo below.
    SEED_DEMO: optionalString.pipe(booleanFromEnv('SEED_DEMO').optional()),
    APP_NAME: z.string().trim().min(1, 'APP_NAME não pode ser vazio').default('Saúde Conveniada'),
    CONTACT_EMAIL: optionalString.pipe(
      z.email({ error: 'CONTACT_EMAIL deve ser um e-mail válido' }).optional(),
    ),
    CONTACT_PHONE: optionalString.pipe(
      z
        .string()
        .regex(
          /^[\d\s()+-]{10,20}$/,
          'CONTACT_PHONE deve ser um telefone com DDD, ex.: (64) 3631-0000',
        )
        .optional(),
    ),
    TRUST_PROXY: booleanFromEnv('TRUST_PROXY').default(false),
    RATE_LIMIT_IP_MULTIPLIER: z.coerce
      .number({ error: 'RATE_LIMIT_IP_MULTIPLIER deve ser um número inteiro de 1 a 1000' })
      .int('RATE_LIMIT_IP_MULTIPLIER deve ser um número inteiro de 1 a 1000')
      .min(1, 'RATE_LIMIT_IP_MULTIPLIER deve ser um número inteiro de 1 a 1000')
      .max(1000, 'RATE_LIMIT_IP_MULTIPLIER deve ser um número inteiro de 1 a 1000')
      .default(1),
    MAX_IN_FLIGHT: z.coerce
      .number({ error: 'MAX_IN_FLIGHT deve ser um número inteiro de 1 a 10000' })
      .int('MAX_IN_FLIGHT deve ser um número inteiro de 1 a 10000')
      .min(1, 'MAX_IN_FLIGHT deve ser um número inteiro de 1 a 10000')
      .max(10_000, 'MAX_IN_FLIGHT deve ser um número inteiro de 1 a 10000')
      .default(64),
    MAX_EVENT_LOOP_DELAY_MS: z.coerce
      .number({ error: 'MAX_EVENT_LOOP_DELAY_MS deve ser um número inteiro de 0 a 10000' })
      .int('MAX_EVENT_LOOP_DELAY_MS deve ser um número inteiro de 0 a 10000')
      .min(0, 'MAX_EVENT_LOOP_DELAY_MS deve ser um número inteiro de 0 a 10000')
      .max(10_000, 'MAX_EVENT_LOOP_DELAY_MS deve ser um número inteiro de 0 a 10000')
      .default(50),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'LOG_LEVEL deve ser fatal, error, warn, info, debug, trace ou silent',
      })
      .default('info'),
  })
  .superRefine((env, ctx) => {
    if (env.ADMIN_PASSWORD && !env.ADMIN_EMAIL) {
      ctx.addIssue({
        code: 'custom',
        path: ['ADMIN_EMAIL'],
        message: 'ADMIN_EMAIL é obrigatório quando ADMIN_PASSWORD é definido',
      });
    }
  });

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  adminEmail: string;
  adminPassword: string | undefined;
  /**
   * Demo providers on an empty database (never in production: seed/demo-data.ts). SEED_DEMO
   * decides when given; unset, only the embedded database gets them: a PostgreSQL named by
   * DATABASE_URL is somebody's real one, where invented businesses must be asked for.
   */
  seedDemo: boolean;
  appName: string;
  contactEmail: string;
  contactPhone: string | undefined;
  logLevel: string;
  trustProxy: boolean;
  rateLimitIpMultiplier: number;
  /** Requests answered at once; past it a new one gets a 503 (http/load-shedding.ts). */
  maxInFlight: number;
  /** Mean event-loop delay (ms) past which a new request gets a 503; 0: not checked. */
  maxEventLoopDelayMs: number;
};

export class ConfigError extends Error {
  readonly problems: string[];

  constructor(problems: string[]) {
    super(`Configuração inválida:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
    this.problems = problems;
  }
}

/** The product's own contact address, shown in the footer unless CONTACT_EMAIL says otherwise. */
export const DEFAULT_CONTACT_EMAIL = 'contato@saudeconveniada.com.br';

/** The default first-administrator e-mail when ADMIN_EMAIL is not set. */
export const DEFAULT_ADMIN_EMAIL = 'admin@saudeconveniada.local';

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const variable = String(issue.path[0] ?? '');
        return issue.message.includes(variable) ? issue.message : `${variable}: ${issue.message}`;
      }),
    );
  }
  const value = parsed.data;
  const appUrl = (value.APP_URL ?? `http://localhost:${value.PORT}`).replace(/\/+$/, '');
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    appUrl,
    databaseUrl: value.DATABASE_URL,
    dataDir: value.DATA_DIR,
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM ?? `"${value.APP_NAME}" <nao-responda@${new URL(appUrl).hostname}>`,
    adminEmail: (value.ADMIN_EMAIL ?? DEFAULT_ADMIN_EMAIL).toLowerCase(),
    adminPassword: value.ADMIN_PASSWORD,
    seedDemo: value.SEED_DEMO ?? value.DATABASE_URL === undefined,
    appName: value.APP_NAME,
    contactEmail: value.CONTACT_EMAIL ?? DEFAULT_CONTACT_EMAIL,
    contactPhone: value.CONTACT_PHONE,
    logLevel: value.LOG_LEVEL,
    trustProxy: value.TRUST_PROXY,
    rateLimitIpMultiplier: value.RATE_LIMIT_IP_MULTIPLIER,
    maxInFlight: value.MAX_IN_FLIGHT,
    maxEventLoopDelayMs: value.MAX_EVENT_LOOP_DELAY_MS,
  };
}
