/**
 * SPEC §8 generic messages: 'Erro ao criar: {msg}', 'Erro ao atualizar: {msg}', 'Erro ao
 * excluir: {msg}', 'Erro ao carregar dados: {msg}', where {msg} is the API client's message:
 * the server's reason, or why the server could not be reached, both already in Portuguese.
 */
export function settingErrorMessage(
  verb: 'criar' | 'atualizar' | 'excluir' | 'carregar dados',
  error: unknown,
): string | null {
  if (!error) return null;
  const reason = error instanceof Error ? error.message : String(error);
  return `Erro ao ${verb}: ${reason}`;
}
