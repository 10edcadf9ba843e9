import { describe, expect, it } from 'vitest';
import { providerIdSchema, searchQuerySchema } from './directory.ts';

describe('searchQuerySchema', () => {
  it('reads the /pesquisa parameters and ignores empty ones', () => {
    expect(
      searchQuerySchema.parse({
        q: ' clinica ',
        estado: 'go',
        cidade: '5211909',
        desconto: '20',
        especialidade: '',
      }),
    ).toEqual({ q: 'clinica', estado: 'GO', cidade: 5211909, desconto: 20 });
  });
  it.each([
    [{ estado: 'Goiás' }, 'Estado inválido.'],
    [{ cidade: 'jatai' }, 'Cidade inválida.'],
    [{ desconto: '150' }, 'Desconto mínimo inválido.'],
    [{ desconto: '-5' }, 'Desconto mínimo inválido.'],
    [{ q: 'x'.repeat(101) }, 'A busca deve ter no máximo 100 caracteres.'],
    [{ cursor: 'não!' }, 'Página de resultados inválida.'],
  ])('refuses %o', (query, message) => {
    const result = searchQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('providerIdSchema', () => {
  it.each(['', 'NaN', 'undefined', 'null', '0', '-1', '1.5', '12abc', '99999999999'])(
    'refuses %j with the SPEC message',
    (id) => {
      const result = providerIdSchema.safeParse(id);
      expect(result.error?.issues[0]?.message).toBe('ID do conveniado inválido');
    },
  );
  it('accepts a positive integer', () => {
    expect(providerIdSchema.parse('42')).toBe(42);
  });
});
