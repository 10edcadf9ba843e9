import type { FastifyServerOptions } from 'fastify';

/**
 * Keys whose values never reach the log: credentials, tokens, documents (CPF/CNPJ) and phone
 * numbers, at any of the first three levels of a logged object.
 */
export const SENSITIVE_KEYS = [
  'password',
  'newPassword',
  'currentPassword',
  'confirmPassword',
  'passwordHash',
  'password_hash',
  'token',
  'accessToken',
  'refreshToken',
  'cookie',
  'authorization',
  'set-cookie',
  'cpfCnpj',
  'cpf_cnpj',
  'cpf',
  'cnpj',
  'phone',
  'whatsapp',
  'contactPhone',
];

function redactPaths(): string[] {
  return SENSITIVE_KEYS.flatMap((key) =>
    /^[A-Za-z_$][\w$]*$/.test(key)
      ? [key, `*.${key}`, `*.*.${key}`]
      : [`*["${key}"]`, `*.*["${key}"]`],
  );
}

type LoggedError = Error & {
  code?: string;
  query?: string;
  cause?: { message?: string; code?: string; constraint?: string };
};

/**
 * Database errors carry the statement's parameters (Drizzle puts them in the message, PostgreSQL
 * in `detail`), and those can be a CPF or a phone: log the statement and the error code only.
 */
function serializeError(value: unknown) {
  const error = value as LoggedError;
  const isQueryError = typeof error.query === 'string';
  return {
    type: error.name,
    message: isQueryError ? `Failed query: ${error.query}` : error.message,
    code: error.code ?? error.cause?.code,
    constraint: error.cause?.constraint,
    cause: error.cause?.message,
    // Frames only: the first lines of a stack repeat the message.
    stack:
      error.stack
        ?.split('\n')
        .filter((line) => line.trimStart().startsWith('at '))
        .join('\n') ?? '',
  };
}

/**
 * The request's path without its query string: links in e-mails carry tokens in the query
 * (/reset-password?token=...), and search queries may carry a CPF or a phone number.
 */
function pathOnly(url: string | undefined): string | undefined {
  return url?.split('?')[0];
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    redact: { paths: redactPaths(), censor: '[oculto]' },
    serializers: {
      req: (request: { method?: string; url?: string; id?: string }) => ({
        id: request.id,
        method: request.method,
        url: pathOnly(request.url),
      }),
      err: serializeError,
    },
  };
}
