import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { stubDirectoryApi } from '../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { ProviderSearchForm } from './provider-search-form.tsx';

function renderForm(path = '/') {
  return renderWithProviders(null, {
    path,
    routes: [
      { path: '/', element: <ProviderSearchForm /> },
      { path: '/pesquisa', element: <ProviderSearchForm /> },
    ],
  });
}

const currentUrl = (router: ReturnType<typeof renderForm>['router']) =>
  `${router.state.location.pathname}${router.state.location.search}`;

async function waitForOptions() {
  await screen.findByRole('option', { name: 'Goiás' });
  await screen.findByRole('option', { name: 'Cardiologia' });
}

describe('ProviderSearchForm', () => {
  it('labels every control and offers the states and specialties of the directory', async () => {
    stubDirectoryApi();
    renderForm();
    await waitForOptions();
    expect(screen.getByLabelText('Nome').getAttribute('placeholder')).toBe('Buscar por nome...');
    expect(screen.getByLabelText('Especialidade')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'São Paulo' })).toBeInTheDocument();
    // No state chosen: the city list waits for one.
    expect(screen.getByLabelText('Cidade')).toBeDisabled();
  });

  it('lists the cities of the chosen state and resets a city the new state does not have', async () => {
    stubDirectoryApi();
    const user = userEvent.setup();
    renderForm();
    await waitForOptions();

    await user.selectOptions(screen.getByLabelText('Estado'), 'GO');
    const city = screen.getByLabelText('Cidade') as HTMLSelectElement;
    expect([...city.options].map((option) => option.text)).toEqual([
      'Todas as cidades',
      'Goiânia',
      'Jataí',
      'Rio Verde',
    ]);
    await user.selectOptions(city, 'Jataí');
    expect(city.value).toBe('5211909');

    await user.selectOptions(screen.getByLabelText('Estado'), 'SP');
    expect(city.value).toBe('');
    expect([...city.options].map((option) => option.text)).toEqual([
      'Todas as cidades',
      'São Paulo',
    ]);
  });

  it('searches with the chosen values through the /pesquisa URL', async () => {
    stubDirectoryApi();
    const user = userEvent.setup();
    const { router } = renderForm();
    await waitForOptions();

    await user.type(screen.getByLabelText('Nome'), 'clinica sao');
    await user.selectOptions(screen.getByLabelText('Especialidade'), 'Cardiologia');
    await user.selectOptions(screen.getByLabelText('Estado'), 'GO');
    await user.selectOptions(screen.getByLabelText('Cidade'), 'Jataí');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));

    expect(currentUrl(router)).toBe(
      '/pesquisa?q=clinica+sao&especialidade=Cardiologia&estado=GO&cidade=5211909',
    );
  });

  it('starts from the URL and keeps the minimum discount of the filter panel', async () => {
    stubDirectoryApi();
    const user = userEvent.setup();
    const { router } = renderForm('/pesquisa?q=odonto&estado=GO&cidade=5208707&desconto=20');
    await waitForOptions();
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('odonto');
    await waitFor(() =>
      expect((screen.getByLabelText('Cidade') as HTMLSelectElement).value).toBe('5208707'),
    );

    await user.clear(screen.getByLabelText('Nome'));
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(currentUrl(router)).toBe('/pesquisa?estado=GO&cidade=5208707&desconto=20');
  });

  it("'Limpar' empties every field and, away from home, goes to /pesquisa", async () => {
    stubDirectoryApi();
    const user = userEvent.setup();
    const { router } = renderForm('/pesquisa?q=odonto&especialidade=Cardiologia&desconto=30');
    await waitForOptions();

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(currentUrl(router)).toBe('/pesquisa');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Especialidade') as HTMLSelectElement).value).toBe('');
  });

  it("'Limpar' on home empties the fields and stays on home", async () => {
    stubDirectoryApi();
    const user = userEvent.setup();
    const { router } = renderForm('/');
    await waitForOptions();

    await user.type(screen.getByLabelText('Nome'), 'odonto');
    await user.selectOptions(screen.getByLabelText('Estado'), 'GO');
    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    expect(currentUrl(router)).toBe('/');
    expect((screen.getByLabelText('Nome') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Estado') as HTMLSelectElement).value).toBe('');
  });

  it('still searches by name when the selectors could not be loaded', async () => {
    stubDirectoryApi({
      'GET /api/directory/locations': { status: 500 },
      'GET /api/specialties': { status: 500 },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const user = userEvent.setup();
    const { router } = renderForm();
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'Não foi possível carregar a lista de estados.',
        'Ocorreu um erro inesperado. Tente novamente.',
      ),
    );
    await user.type(screen.getByLabelText('Nome'), 'vida');
    await user.click(screen.getByRole('button', { name: 'Buscar' }));
    expect(currentUrl(router)).toBe('/pesquisa?q=vida');
    expect(screen.getByLabelText('Estado').querySelectorAll('option')).toHaveLength(1);
  });
});
