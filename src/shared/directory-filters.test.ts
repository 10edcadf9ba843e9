import { describe, expect, it } from 'vitest';
import { filtersFromParams, searchPath } from './directory-filters.ts';

describe('directory filters', () => {
  it('reads the /pesquisa parameters, empty when absent', () => {
    expect(filtersFromParams(new URLSearchParams('q=+clinica+&estado=GO&outro=1'))).toEqual({
      q: 'clinica',
      especialidade: '',
      estado: 'GO',
      cidade: '',
      desconto: '',
    });
  });

  it('writes only what is set, always in the same order', () => {
    expect(searchPath({ desconto: '10', q: 'São Lucas', especialidade: '' })).toBe(
      '/pesquisa?q=S%C3%A3o+Lucas&desconto=10',
    );
    expect(searchPath({ especialidade: 'Nutrição' })).toBe(
      '/pesquisa?especialidade=Nutri%C3%A7%C3%A3o',
    );
    expect(searchPath({})).toBe('/pesquisa');
  });
});
