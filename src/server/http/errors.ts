/**
 * Domain errors: services throw these with the Portuguese message the person should read; the
 * error handler turns them into `{"error":{"code","message"}}` with the status code.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly code: string;
  readonly headers: Record<string, string>;
  /** The input field the message is about, so a form can show it next to that field. */
  readonly field: string | undefined;

  constructor(
    statusCode: number,
    code: string,
    message: string,
    headers: Record<string, string> = {},
    field?: string,
  ) {
    super(message);
    this.name = 'AppError';
    this.statusCode = statusCode;
    this.code = code;
    this.headers = headers;
    this.field = field;
  }
}

export class ValidationError extends AppError {
  constructor(message: string, field?: string) {
    super(400, 'VALIDATION_ERROR', message, {}, field);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Você precisa estar logado para acessar esta página') {
    super(401, 'UNAUTHORIZED', message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = 'Você não tem permissão para acessar esta área') {
    super(403, 'FORBIDDEN', message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = 'Recurso não encontrado.') {
    super(404, 'NOT_FOUND', message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, 'CONFLICT', message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'TOO_MANY_REQUESTS', message, { 'retry-after': String(retryAfterSeconds) });
  }
}
