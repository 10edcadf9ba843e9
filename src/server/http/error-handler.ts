import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import type { ApiErrorBody } from '../../shared/schemas/api-error.ts';
import { AppError } from './errors.ts';

const INTERNAL_MESSAGE = 'Erro interno do servidor. Tente novamente mais tarde.';

/** Fastify's own request errors, in Portuguese. */
const FASTIFY_ERRORS: Record<string, { status: number; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: {
    status: 413,
    message: 'O conteúdo enviado excede o tamanho máximo permitido.',
  },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    status: 415,
    message: 'Tipo de conteúdo não suportado. Envie os dados em JSON.',
  },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, message: 'O corpo da requisição está vazio.' },
  FST_ERR_CTP_INVALID_JSON_BODY: {
    status: 400,
    message: 'O corpo da requisição não é um JSON válido.',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, message: 'Tamanho do conteúdo inválido.' },
};

/**
 * Errors Fastify meets before any route, and so before the error handler and every hook: an
 * address whose percent-encoding is broken ('/conveniado/%E0%A4') or whose parameter is too long
 * (414). `headers` are the security headers the hooks would have set.
 */
export function frameworkErrorHandler(headers: readonly (readonly [string, string])[]) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    const status = error.statusCode ?? 500;
    if (status < 500) {
      void reply.status(status).send(errorBody('BAD_REQUEST', 'Endereço inválido.'));
      return;
    }
    request.log.error({ err: error }, 'erro não tratado');
    void reply.status(500).send(errorBody('INTERNAL_ERROR', INTERNAL_MESSAGE));
  };
}

export function errorBody(code: string, message: string, field?: string): ApiErrorBody {
  return { error: field ? { code, message, field } : { code, message } };
}

/** One error format for the whole API; a 5xx never leaks a stack or an internal message. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .headers(error.headers)
        .status(error.statusCode)
        .send(errorBody(error.code, error.message, error.field));
    }
    if (error instanceof ZodError) {
      const issue = error.issues[0];
      const field = typeof issue?.path[0] === 'string' ? issue.path[0] : undefined;
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', issue?.message ?? 'Dados inválidos.', field));
    }
    // PostgreSQL refusing a character (e.g. NUL) that slipped past the input guard: bad input.
    const databaseCode = (error as { cause?: { code?: string } }).cause?.code ?? error.code;
    if (databaseCode === '22021' || databaseCode === '22P05') {
      return reply
        .status(400)
        .send(errorBody('VALIDATION_ERROR', 'O texto enviado contém caracteres inválidos.'));
    }
    const known = error.code ? FASTIFY_ERRORS[error.code] : undefined;
    if (known) {
      return reply.status(known.status).send(errorBody('BAD_REQUEST', known.message));
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .status(error.statusCode)
        .send(errorBody('BAD_REQUEST', 'Requisição inválida. Verifique os dados enviados.'));
    }
    request.log.error({ err: error }, 'erro não tratado');
    return reply.status(500).send(errorBody('INTERNAL_ERROR', INTERNAL_MESSAGE));
  });
}
