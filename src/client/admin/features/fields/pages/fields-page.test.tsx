import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminFieldConfiguration } from '../../../../../shared/schemas/admin-fields.ts';
import { routes } from '../../../../app/router.tsx';
import {
  apiError,
  permissionMapFixture,
  permissionsReply,
  sentBodies,
  stubApi,
  userFixture,
  type StubRoutes,
} from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { clickWhenAllowed } from '../../../../test/click-when-allowed.ts';

const row = (id: number, fieldName: string, label: string, flags = [false, true, true]) => ({
  id,
  fieldName,
  label,
  isRequired: flags[0]!,
  isPublicVisible: flags[1]!,
  isLoggedinVisible: flags[2]!,
});
const fields: AdminFieldConfiguration[] = [
  row(1, 'tradeName', 'Razão Social'),
  row(2, 'companyName', 'Nome Fantasia', [true, true, true]),
  row(3, 'cpfCnpj', 'CPF/CNPJ', [true, false, false]),
  ...Array.from({ length: 9 }, (_, index) => row(10 + index, `extra${index}`, `Extra ${index}`)),
];

function stubFields(override: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/fields': {
      body: { fields, missing: [{ fieldName: 'observations', label: 'Observações' }] },
    },
    ...override,
  });
}

const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));

describe('field configuration screen', () => {
  it('shows each field with three accessible switches, ten rows a page', async () => {
    stubFields();
    renderWithProviders(null, { routes, path: '/admin/fields' });
    const table = await screen.findByRole('table', { name: 'Campos do cadastro de conveniados' });
    await within(table).findByText('Razão Social');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Campo', 'Obrigatório', 'Visível ao público', 'Visível a usuários logados']);
    const required = screen.getByRole('switch', { name: 'Obrigatório: CPF/CNPJ' });
    expect(required).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Visível ao público: CPF/CNPJ' })).not.toBeChecked();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
    expect(screen.getByText(/Observações: opcionais e visíveis a todos/)).toBeInTheDocument();
  });

  it('saves only the changed rows with one Salvar, by keyboard too, and says so', async () => {
    const fetchMock = stubFields({
      'PUT /api/admin/fields': () => ({
        body: {
          message: 'Configurações de campos salvas com sucesso!',
          fields: fields.map((field) =>
            field.id === 3 ? { ...field, isPublicVisible: true } : field,
          ),
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/fields' });
    const save = await screen.findByRole('button', { name: 'Salvar' });
    const visible = await screen.findByRole('switch', { name: 'Visível ao público: CPF/CNPJ' });
    expect(save).toBeDisabled();

    visible.focus();
    await user.keyboard(' ');
    expect(visible).toBeChecked();
    expect(screen.getByText('1 campo alterado, ainda não salvo.')).toBeInTheDocument();
    // Toggled twice: back to what is stored, nothing to save.
    await user.click(screen.getByRole('switch', { name: 'Obrigatório: Razão Social' }));
    await user.click(screen.getByRole('switch', { name: 'Obrigatório: Razão Social' }));
    expect(screen.getByText('1 campo alterado, ainda não salvo.')).toBeInTheDocument();

    await user.click(save);
    await toasts().findByText('Configurações de campos salvas com sucesso!');
    expect(sentBodies(fetchMock, 'PUT /api/admin/fields')).toEqual([
      { fields: [{ id: 3, isRequired: true, isPublicVisible: true, isLoggedinVisible: false }] },
    ]);
    expect(screen.getByText('Nenhuma alteração por salvar.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Visível ao público: CPF/CNPJ' })).toBeChecked();
  });

  it("shows the server's refusal and keeps the changes", async () => {
    stubFields({
      'PUT /api/admin/fields': apiError(
        403,
        'FORBIDDEN',
        'Você não tem permissão para atualizar as configurações',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/fields' });
    await user.click(await screen.findByRole('switch', { name: 'Obrigatório: Razão Social' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    expect(
      await screen.findByText('Você não tem permissão para atualizar as configurações'),
    ).toBeInTheDocument();
    expect(screen.getByText('1 campo alterado, ainda não salvo.')).toBeInTheDocument();
  });

  it('without fields:configure or update the switches are disabled, with the reason', async () => {
    stubFields({
      'GET /api/me/permissions': permissionsReply(
        permissionMapFixture({ fields: ['read', 'create'] }),
      ),
    });
    renderWithProviders(null, { routes, path: '/admin/fields' });
    const visible = await screen.findByRole('switch', { name: 'Visível ao público: CPF/CNPJ' });
    expect(visible).toBeDisabled();
    await waitFor(() =>
      expect(visible).toHaveAccessibleDescription(
        'Você não tem permissão para atualizar as configurações.',
      ),
    );
    expect(screen.getByRole('button', { name: 'Salvar' })).toHaveAttribute('aria-disabled', 'true');
    // Adding needs configure or create: allowed here.
    expect(screen.getByRole('button', { name: 'Adicionar campos ausentes' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('adds the missing fields and lists them', async () => {
    const fetchMock = stubFields({
      'POST /api/admin/fields/missing': {
        body: {
          message: '1 campo adicionado.',
          added: 1,
          fields: [...fields, row(40, 'observations', 'Observações', [false, false, false])],
        },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/fields' });
    await clickWhenAllowed(user, 'Adicionar campos ausentes');
    await toasts().findByText('1 campo adicionado.');
    expect(sentBodies(fetchMock, 'POST /api/admin/fields/missing')).toHaveLength(1);
    expect(
      screen.getByText('Todos os campos do formulário estão configurados.'),
    ).toBeInTheDocument();
  });
});
