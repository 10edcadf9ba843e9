import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../../app/router.tsx';
import type { CatalogRow } from '../../../../../shared/schemas/admin-catalog.ts';
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

const page = (items: CatalogRow[], hasNextPage = false) => ({
  items,
  page: 0,
  pageSize: 10,
  hasNextPage,
});

const specialtyRows: CatalogRow[] = [
  { id: 3, name: 'Cardiologia', providerCount: 4 },
  { id: 9, name: 'Dermatologia', providerCount: 0 },
];

function stub(overrides: StubRoutes = {}) {
  return stubApi({
    'GET /api/me': { body: { user: userFixture({ userType: 'admin' }) } },
    'GET /api/me/permissions': permissionsReply(),
    'GET /api/admin/specialties': { body: page(specialtyRows) },
    'GET /api/admin/areas': {
      body: page([
        { id: 1, name: 'Medicina', providerCount: 3 },
        { id: 2, name: 'Odontologia', providerCount: 0 },
      ]),
    },
    ...overrides,
  });
}

// The first screen of a test waits for the lazy back-office chunk: slower than findBy's default
// second on a busy machine.
const LOADED = { timeout: 5_000 };

const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));
const listUrls = (fetchMock: ReturnType<typeof stub>, path: string) =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((url) => url.pathname === path);

describe('specialties screen', () => {
  it('lists ID, Nome and how many providers use each, with named actions', async () => {
    stub();
    renderWithProviders(null, { routes, path: '/admin/specialties' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Especialidades' }, LOADED),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Especialidades' }, LOADED);
    await within(table).findByRole('cell', { name: 'Cardiologia' }, LOADED);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['ID', 'Nome', 'Conveniados', 'Ações']);
    const [first] = within(table).getAllByRole('row').slice(1);
    expect(
      within(first!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3', 'Cardiologia', '4', '']);
    expect(within(first!).getByRole('button', { name: 'Editar Cardiologia' })).toBeInTheDocument();
    expect(within(first!).getByRole('button', { name: 'Excluir Cardiologia' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Especialidades | Saúde Conveniada'));
  });

  it('adds a specialty through the dialog, checked by the shared schema first', async () => {
    let rows = specialtyRows;
    const fetchMock = stub({
      'GET /api/admin/specialties': () => ({ body: page(rows) }),
      'POST /api/admin/specialties': (body) => {
        const item = { id: 20, name: (body as { name: string }).name, providerCount: 0 };
        rows = [...rows, item];
        return { status: 201, body: { message: 'Especialidade criada com sucesso', item } };
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/specialties' });
    await screen.findByRole('cell', { name: 'Cardiologia' }, LOADED);

    await user.click(screen.getByRole('button', { name: 'Nova Especialidade' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova Especialidade' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await user.type(name, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O nome da especialidade não pode ser vazio'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/specialties')).toEqual([]);

    await user.clear(name);
    await user.type(name, '  Nefrologia ');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await toasts().findByText('Especialidade criada com sucesso')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/specialties')).toEqual([{ name: 'Nefrologia' }]);
    expect(await screen.findByRole('cell', { name: 'Nefrologia' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows the server's refusal of a duplicate next to the name, keeping what was typed", async () => {
    stub({
      'POST /api/admin/specialties': apiError(
        409,
        'NAME_TAKEN',
        'Já existe a especialidade "Cardiologia".',
        'name',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/specialties' });
    await screen.findByRole('cell', { name: 'Cardiologia' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Nova Especialidade' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova Especialidade' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    await user.type(name, 'cardiológia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(
      await within(dialog).findByText('Já existe a especialidade "Cardiologia".'),
    ).toBeInTheDocument();
    expect((name as HTMLInputElement).value).toBe('cardiológia');
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('renames from the row, the dialog starting from the current name', async () => {
    const fetchMock = stub({
      'PUT /api/admin/specialties/9': (body) => ({
        body: {
          message: 'Especialidade atualizada com sucesso',
          item: { id: 9, name: (body as { name: string }).name, providerCount: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/specialties' });
    await clickWhenAllowed(user, 'Editar Dermatologia');
    const dialog = screen.getByRole('dialog', { name: 'Editar Especialidade' });
    const name = within(dialog).getByRole('textbox', { name: 'Nome' });
    expect((name as HTMLInputElement).value).toBe('Dermatologia');
    await user.clear(name);
    await user.type(name, 'Dermatologia Clínica');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await toasts().findByText('Especialidade atualizada com sucesso')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT /api/admin/specialties/9')).toEqual([
      { name: 'Dermatologia Clínica' },
    ]);
  });

  it('searches on the server, the text in the address', async () => {
    const fetchMock = stub();
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/specialties' });
    await screen.findByRole('cell', { name: 'Cardiologia' }, LOADED);
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar especialidades' }), 'cardio');
    await waitFor(() =>
      expect(listUrls(fetchMock, '/api/admin/specialties').at(-1)?.searchParams.get('q')).toBe(
        'cardio',
      ),
    );
  });

  it('deletes after the confirmation with the SPEC toast', async () => {
    const fetchMock = stub({
      'DELETE /api/admin/specialties/9': {
        body: { message: 'Especialidade excluída com sucesso' },
      },
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/specialties' });
    await clickWhenAllowed(user, 'Excluir Dermatologia');
    const dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    expect(dialog.textContent).toContain('A especialidade "Dermatologia" será excluída.');
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect(await toasts().findByText('Especialidade excluída com sucesso')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'DELETE /api/admin/specialties/9')).toHaveLength(1);
  });

  it("shows 'Não foi possível carregar as especialidades' when the list fails", async () => {
    stub({ 'GET /api/admin/specialties': apiError(500, 'INTERNAL', 'Erro interno.') });
    renderWithProviders(null, { routes, path: '/admin/specialties' });
    expect(
      await screen.findByText('Não foi possível carregar as especialidades', undefined, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeInTheDocument();
  });
});

describe('areas screen', () => {
  it('lists Nome (no ID column) and keeps the delete refused with the count in the dialog', async () => {
    stub({
      'DELETE /api/admin/areas/1': apiError(
        409,
        'IN_USE',
        'Não é possível excluir esta área pois existem 3 conveniados vinculados a ela.',
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/areas' });
    const table = await screen.findByRole('table', { name: 'Áreas de Atuação' }, LOADED);
    await within(table).findByRole('cell', { name: 'Medicina' }, LOADED);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nome', 'Conveniados', 'Ações']);

    await user.click(screen.getByRole('button', { name: 'Excluir Medicina' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirmar exclusão' });
    await user.click(within(dialog).getByRole('button', { name: 'Excluir' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Não é possível excluir esta área pois existem 3 conveniados vinculados a ela.',
    );
    expect(within(table).getByRole('cell', { name: 'Medicina' })).toBeInTheDocument();
  });

  it("disables 'Nova Área' with the reason without areas:create", async () => {
    stub({
      'GET /api/me/permissions': permissionsReply(
        permissionMapFixture({ areas: ['read', 'update', 'delete'] }),
      ),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/areas' });
    await screen.findByRole('cell', { name: 'Medicina' }, LOADED);
    const add = screen.getByRole('button', { name: 'Nova Área' });
    expect(add).toHaveAttribute('aria-disabled', 'true');
    expect(add.getAttribute('title')).toBe(
      'Seu perfil não tem permissão para criar áreas de atuação.',
    );
    expect(
      screen
        .getAllByText('Seu perfil não tem permissão para criar áreas de atuação.')
        .some((element) => !element.hidden),
    ).toBe(true);
    await user.click(add);
    expect(screen.queryByRole('dialog')).toBeNull();
    // Edit and delete are still offered: the role has them.
    expect(screen.getByRole('button', { name: 'Editar Medicina' })).not.toHaveAttribute(
      'aria-disabled',
    );
  });

  it('without areas:read says so and asks for nothing', async () => {
    const fetchMock = stub({
      'GET /api/me/permissions': permissionsReply(permissionMapFixture({ specialties: ['read'] })),
    });
    renderWithProviders(null, { routes, path: '/admin/areas' });
    expect((await screen.findByRole('alert', undefined, LOADED)).textContent).toBe(
      'Seu perfil não tem permissão para ver áreas de atuação.',
    );
    expect(listUrls(fetchMock, '/api/admin/areas')).toEqual([]);
  });

  it("adds an area with the SPEC toast 'Área adicionada com sucesso'", async () => {
    const fetchMock = stub({
      'POST /api/admin/areas': (body) => ({
        status: 201,
        body: {
          message: 'Área adicionada com sucesso',
          item: { id: 7, name: (body as { name: string }).name, providerCount: 0 },
        },
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(null, { routes, path: '/admin/areas' });
    await screen.findByRole('cell', { name: 'Medicina' }, LOADED);
    await user.click(screen.getByRole('button', { name: 'Nova Área' }));
    const dialog = screen.getByRole('dialog', { name: 'Nova Área' });
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(
      await within(dialog).findByText('O nome da área não pode estar vazio'),
    ).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Nome' }), 'Fonoaudiologia');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));
    expect(await toasts().findByText('Área adicionada com sucesso')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'POST /api/admin/areas')).toEqual([{ name: 'Fonoaudiologia' }]);
  });
});
