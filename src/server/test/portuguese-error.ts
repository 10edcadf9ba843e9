import type { LightMyRequestResponse } from 'fastify';

// zod's, Fastify's and Node's English defaults, and English in general.
const ENGLISH =
  /\b(the|is|are|must|should|invalid|expected|required|unexpected|unrecognized|not|too|body|request|error|failed|received|property|string|number|object|array|unknown|value)\b/i;
// zod's pt-BR fallbacks (z.config in app.ts): Portuguese, but a sign that the schema has no
// message of its own for the case, and too vague for a form ('Entrada inválida: esperava…').
const ZOD_FALLBACK =
  /^(Entrada inválida|Opção inválida|Grande demais|Pequeno demais|Texto inválido|Formato d\S* .*inválido|Número inválido|Chaves? inválidas?|Valor de discriminação)/;
const PORTUGUESE =
  /[áàâãéêíóôõúç]|\b(de|da|do|os|as|ao|em|no|na|um|uma|por|para|com|seu|sua|erro|campo|campos|senha|nome|link|perfil)\b/i;

/**
 * Why a refusal is not a clear Portuguese `{ error: { code, message } }`, or undefined when it
 * is. What a message quotes of the input (after 'Campo não permitido: ', between quotes) may be
 * in any language, so only the message's own words are judged.
 */
export function portugueseErrorProblem(response: LightMyRequestResponse): string | undefined {
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `not JSON: ${response.body.slice(0, 200)}`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (typeof error?.message !== 'string' || typeof error.code !== 'string') {
    return `no { error: { code, message } }: ${response.body.slice(0, 200)}`;
  }
  if (ZOD_FALLBACK.test(error.message)) return `zod's fallback: '${error.message.slice(0, 200)}'`;
  const own = error.message.replace(/"[^"]*"/g, '""').replace(/: .*$/s, ':');
  if (own.trim() === '' || ENGLISH.test(own) || !PORTUGUESE.test(own)) {
    return `not Portuguese: '${error.message.slice(0, 200)}'`;
  }
  return undefined;
}
