import type { Page } from '@playwright/test';
import { expect as baseExpect, expectNoSevereAxeViolations, test } from './fixtures.ts';
import { uniqueEmail } from './support/accounts.ts';
import { expectNoHorizontalScroll, signInAsAdmin } from './support/admin.ts';

// Debounced searches and lazy chunks on a machine shared by two projects: more than 5 s a step.
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * Issue 13 item 4: the roles screens. Every role is this test's own (both projects run at once
 * on one server), so no other spec's administrators change.
 */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

const rolesTable = (page: Page) => page.getByRole('table', { name: 'Perfis de acesso' });

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Pesquisar perfis' }).fill(text);
  await expect(rolesTable(page).locator('tbody tr')).toHaveCount(1);
  await expect(rolesTable(page).locator('tbody tr').first()).toContainText(text);
}

test.describe('back-office roles', () => {
  test.beforeEach(async ({ page }) => {
    await signInAsAdmin(page);
  });

  test("create, rename, a row of permissions with 'Todos' plus one box kept after a reload, delete", async ({
    page,
  }) => {
    const name = `Auditoria ${stamp()}`;
    const renamed = name.replace('Auditoria', 'Auditoria Interna');
    await page.goto('/admin/roles');
    await expect(page.getByRole('heading', { level: 1, name: 'Perfis de Acesso' })).toBeVisible();
    await expect(rolesTable(page).locator('tbody tr').first()).toBeVisible();
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);

    await page.getByRole('button', { name: 'Novo Perfil' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo Perfil' });
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(dialog.getByText('Nome é obrigatório')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(name);
    await dialog.getByRole('textbox', { name: 'Descrição' }).fill('Confere os cadastros');
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil administrativo criado com sucesso')).toBeVisible();
    await expect(dialog).toBeHidden();

    await search(page, name);
    await page.getByRole('button', { name: `Editar ${name}` }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Perfil' });
    await expect(dialog.getByRole('textbox', { name: 'Nome' })).toHaveValue(name);
    await dialog.getByRole('textbox', { name: 'Nome' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Salvar' }).click();
    await expect(page.getByText('Perfil administrativo atualizado com sucesso')).toBeVisible();

    await search(page, renamed);
    await page.getByRole('link', { name: `Permissões de ${renamed}` }).click();
    await expect(page).toHaveURL(/\/admin\/roles\/\d+\/permissions$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permissões do Perfil' }),
    ).toBeVisible();
    await expect(page.getByText(`${renamed}: Confere os cadastros`)).toBeVisible();
    await expect(page.getByText('Este perfil não possui permissões definidas.')).toBeVisible();

    const box = (label: string) => page.getByRole('checkbox', { name: label, exact: true });
    await box('Conveniados: Todos').check();
    await box('Descontos: Ler').check();
    await expectNoSevereAxeViolations(page);
    await expectNoHorizontalScroll(page);
    await page.getByRole('button', { name: 'Salvar Permissões' }).click();
    await expect(page.getByText('Permissões atualizadas com sucesso!')).toBeVisible();

    await page.reload();
    await expect(box('Conveniados: Todos')).toBeChecked();
    for (const action of ['Criar', 'Ler', 'Editar', 'Excluir', 'Configurar']) {
      await expect(box(`Conveniados: ${action}`)).toBeChecked();
    }
    await expect(box('Descontos: Ler')).toBeChecked();
    await expect(box('Descontos: Criar')).not.toBeChecked();
    await expect(box('Usuários: Ler')).not.toBeChecked();

    // Back to the list as it was left: the search kept.
    await page.getByRole('link', { name: 'Voltar para Perfis de Acesso' }).click();
    await expect(page).toHaveURL(/\/admin\/roles\?q=Auditoria\+Interna\+/);
    await expect(rolesTable(page).locator('tbody tr')).toHaveCount(1);
    await page.getByRole('button', { name: `Excluir ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await expect(confirm).toContainText(`O perfil ${renamed} será excluído.`);
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Perfil administrativo excluído com sucesso')).toBeVisible();
    await expect(page.getByText('Nenhum resultado encontrado.')).toBeVisible();
  });

  test("a role in use is kept, with how many hold it; 'Admin Master' is refused", async ({
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'the 360 px layout is covered by the journey above');
    const name = `Plantão ${stamp()}`;
    const created = await page.request.post('/api/admin/roles', { data: { name } });
    expect(created.status(), await created.text()).toBe(201);
    const { role } = (await created.json()) as { role: { id: number } };
    const holder = await page.request.post('/api/admin/users', {
      data: {
        name: 'Paula Plantonista',
        email: uniqueEmail('paula'),
        status: 'active',
        userType: 'admin',
        adminRoleId: role.id,
      },
    });
    expect(holder.status(), await holder.text()).toBe(201);

    // The users screen's tab is the same table; the matrix's 'Voltar' returns to that tab.
    await page.goto(`/admin/users?tab=perfis&q=${encodeURIComponent(name)}`);
    let row = rolesTable(page).locator('tbody tr').filter({ hasText: name });
    await row.getByRole('link', { name: `Permissões de ${name}` }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Permissões do Perfil' }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Voltar para Gerenciar Usuários' }).click();
    await expect(page).toHaveURL(/\/admin\/users\?tab=perfis&q=/);
    await expect(page.getByRole('tab', { name: 'Perfis Administrativos' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await page.goto(`/admin/roles?q=${encodeURIComponent(name)}`);
    row = rolesTable(page).locator('tbody tr').filter({ hasText: name });
    await expect(row).toContainText('1');
    await row.getByRole('button', { name: `Excluir ${name}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar exclusão' });
    await confirm.getByRole('button', { name: 'Excluir' }).click();
    await expect(confirm.getByRole('alert')).toHaveText(
      'Não é possível excluir um perfil que está sendo utilizado por usuários',
    );
    await expectNoSevereAxeViolations(page);
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(row).toBeVisible();

    await search(page, 'Admin Master');
    await page.getByRole('button', { name: 'Editar Admin Master' }).click();
    const toasts = page.getByRole('region', { name: 'Notificações' });
    await expect(toasts.getByText('Acesso negado')).toBeVisible();
    await expect(toasts.getByText('O perfil Admin Master não pode ser editado.')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
