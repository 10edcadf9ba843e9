import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryApi } from '../../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { HomePage } from './home-page.tsx';

describe('HomePage', () => {
  it('offers the search form, the three steps and the banner for providers', async () => {
    stubDirectoryApi();
    renderWithProviders(<HomePage />);
    expect(screen.getByRole('search', { name: 'Buscar conveniados' })).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Buscar por nome...')).toBeInTheDocument();
    const steps = screen.getByRole('region', { name: 'Como funciona' });
    expect(
      within(steps)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['Passo 1: Busque', 'Passo 2: Conecte-se', 'Passo 3: Economize']);
    const banner = screen.getByRole('region', { name: /profissional ou estabelecimento/ });
    expect(
      within(banner).getByRole('link', { name: 'Seja um Conveniado' }).getAttribute('href'),
    ).toBe('/conveniado/cadastro');
    await screen.findByRole('option', { name: 'Goiás' });
  });

  it('links the 12 featured specialties to their search, in the SPEC order', () => {
    stubDirectoryApi();
    renderWithProviders(<HomePage />);
    const section = screen.getByRole('region', { name: 'Especialidades em destaque' });
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Cardiologia',
      'Dermatologia',
      'Nutrição',
      'Ortopedia',
      'Pediatria',
      'Psicologia',
      'Fisioterapia',
      'Odontologia',
      'Ginecologia',
      'Oftalmologia',
      'Psiquiatria',
      'Urologia',
      'Ver todas especialidades',
    ]);
    expect(links[2]?.getAttribute('href')).toBe('/pesquisa?especialidade=Nutri%C3%A7%C3%A3o');
    expect(links[12]?.getAttribute('href')).toBe('/pesquisa');
  });
});
