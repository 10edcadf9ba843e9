import { isApiError } from '../../lib/api-client.ts';

/**
 * What to tell the person when a back-office action failed: the server's own reason when it
 * refused the request (403 without permission, 404 already deleted, 409 changed meanwhile, a
 * validation message), else the SPEC's message for that action ('Não foi possível excluir o
 * conveniado').
 */
export function actionErrorMessage(error: unknown, fallback: string): string | null {
  if (!error) return null;
  if (isApiError(error) && error.status >= 400 && error.status < 500) return error.message;
  return fallback;
}
