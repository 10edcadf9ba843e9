import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { referenceRoutes } from '../../../test/reference-fixtures.ts';
import { apiError, sentBodies, stubApi } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProviderSignUpPage } from './provider-sign-up-page.tsx';

type User = ReturnType<typeof userEvent.setup>;
const SUCCESS = 'Cadastro realizado com sucesso! Sua solicitação será analisada.';

async function fillRequired(user: User, overrides: Record<string, string> = {}) {
  const values: Record<string, string> = {
    'Nome completo': 'Ana Souza',
    'E-mail': 'ana@clinica.com.br',
    Senha: 'senha-forte-1',
    'Nome Fantasia': 'Clínica Ana',
    'CPF/CNPJ': '52998224725',
    'Nome do Responsável': 'Ana Souza',
    Telefone: '64999991234',
    Endereço: 'Rua A',
    ...overrides,
  };
  for (const [label, value] of Object.entries(values)) {
    if (value) await user.type(screen.getByLabelText(label, { exact: true }), value);
  }
  await user.selectOptions(screen.getByLabelText('Estado'), 'GO');
  const city = screen.getByRole('combobox', { name: 'Cidade' });
  await screen.findByText('3 cidades neste estado.');
  await user.type(city, 'jata');
  await user.keyboard('{Enter}');
}

const submit = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Finalizar Cadastro' }));

describe('ProviderSignUpPage', () => {
  it('has the SPEC sections, labels, note and submit button', async () => {
    stubApi(referenceRoutes());
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    for (const section of [
      'Dados de Acesso',
      'Dados do Conveniado',
      'Contato',
      'Endereço',
      'Informações do Serviço',
    ]) {
      expect(screen.getByRole('group', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Nome Fantasia')).toBeInTheDocument();
    expect(screen.getByLabelText('Razão Social')).toBeInTheDocument();
    expect(screen.getByText(/será analisado pela nossa equipe/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalizar Cadastro' })).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Medicina' })).toBeInTheDocument();
  });

  it('shows the first SPEC message next to the field and sends nothing', async () => {
    const fetchMock = stubApi(referenceRoutes());
    const user = userEvent.setup();
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    await submit(user);
    // The schema may still be downloading (it is imported on first use): wait for the check.
    await screen.findAllByText('Por favor, preencha todos os campos de conta');
    const name = screen.getByLabelText('Nome completo');
    expect(document.activeElement).toBe(name);
    expect(name).toHaveAccessibleDescription('Por favor, preencha todos os campos de conta');
    expect(
      screen.getAllByText('Por favor, preencha todos os campos de informações do conveniado'),
    ).toHaveLength(3);
    expect(
      screen.getByText('Por favor, forneça pelo menos um telefone para contato'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Você precisa aceitar os termos de uso para continuar.'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/providers/registration')).toEqual([]);
  });

  it('checks CPF/CNPJ digits and the fields the configuration requires', async () => {
    stubApi(referenceRoutes(['specialties']));
    const user = userEvent.setup();
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    await screen.findByRole('option', { name: 'Medicina' });
    await fillRequired(user, { 'CPF/CNPJ': '52998224724' });
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await submit(user);
    expect(
      await screen.findAllByText(
        'Por favor, preencha os seguintes campos obrigatórios: Especialidades',
      ),
    ).toHaveLength(1);
    expect(screen.getByText('CPF/CNPJ inválido.')).toBeInTheDocument();
    // The configured check comes before the formats (SPEC §5): focus goes to the specialty list.
    expect(document.activeElement).toBe(screen.getByLabelText('Buscar especialidade'));
  });

  it('focuses the city combobox when the city is the first field missing', async () => {
    stubApi(referenceRoutes());
    const user = userEvent.setup();
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    await screen.findByRole('option', { name: 'Medicina' });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    const city = screen.getByRole('combobox', { name: 'Cidade' });
    await user.clear(city);
    await user.tab();
    await submit(user);
    await screen.findByText('Por favor, preencha os campos obrigatórios de endereço');
    // The count of cities offered, then the message.
    expect(city).toHaveAccessibleDescription(
      '3 cidades neste estado. Por favor, preencha os campos obrigatórios de endereço',
    );
    expect(document.activeElement).toBe(city);
  });

  it('clears the city when the state changes', async () => {
    stubApi(referenceRoutes());
    const user = userEvent.setup();
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    await screen.findByRole('option', { name: 'Goiás (GO)' });
    await fillRequired(user);
    const city = screen.getByRole('combobox', { name: 'Cidade' }) as HTMLInputElement;
    expect(city.value).toBe('Jataí');
    await user.selectOptions(screen.getByLabelText('Estado'), 'SP');
    expect(city.value).toBe('');
  });

  it('sends the values, formatted as typed, and says what happens next', async () => {
    const fetchMock = stubApi({
      ...referenceRoutes(),
      'POST /api/providers/registration': {
        status: 201,
        body: { message: SUCCESS, providerId: 7 },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    await screen.findByRole('option', { name: 'Medicina' });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Área de Atuação'), 'Medicina');
    await user.click(screen.getByRole('checkbox', { name: 'Cardiologia' }));
    await user.type(screen.getByLabelText('Desconto (%)'), '20');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await submit(user);
    const status = await screen.findByRole('status');
    expect(within(status).getByText(SUCCESS)).toBeInTheDocument();
    expect(within(status).getByText('ana@clinica.com.br')).toBeInTheDocument();
    const [body] = sentBodies(fetchMock, 'POST /api/providers/registration') as Record<
      string,
      unknown
    >[];
    expect(body).toMatchObject({
      companyName: 'Clínica Ana',
      cpfCnpj: '529.982.247-25',
      phone: '(64) 99999-1234',
      state: 'GO',
      city: '5211909',
      area: '1',
      specialties: [10],
      discount: '20',
      acceptTerms: true,
    });
  });

  it("puts the server's message about a field next to it", async () => {
    stubApi({
      ...referenceRoutes(),
      'POST /api/providers/registration': {
        ...apiError(
          409,
          'EMAIL_TAKEN',
          'Este e-mail já está cadastrado. Faça login ou recupere sua senha.',
          'email',
        ),
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ProviderSignUpPage />, { path: '/conveniado/cadastro' });
    await screen.findByRole('option', { name: 'Medicina' });
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText('Área de Atuação'), 'Medicina');
    await user.click(screen.getByRole('checkbox', { name: /Li e aceito/ }));
    await submit(user);
    const message = 'Este e-mail já está cadastrado. Faça login ou recupere sua senha.';
    await screen.findByText(message);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(message);
    expect(document.activeElement).toBe(screen.getByLabelText('E-mail'));
  });
});
