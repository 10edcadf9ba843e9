import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { apiError, sentBodies, stubApi } from '../../../../test/api-stub.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { ProviderStatusDialog } from './provider-status-dialog.tsx';

const provider = { id: 12, companyName: 'Clínica São Lucas', status: 'pending' as const };

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Abrir
      </button>
      <ProviderStatusDialog provider={provider} open={open} onOpenChange={setOpen} />
    </>
  );
}

const statusAnswer = (status: string, rejectionReason: string | null = null) => ({
  body: {
    message: 'Status do conveniado atualizado com sucesso',
    provider: { id: 12, status, rejectionReason },
  },
});

async function openDialog() {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Abrir' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Alterar status' }) };
}

const toasts = () => within(screen.getByRole('region', { name: 'Notificações' }));

describe('ProviderStatusDialog', () => {
  it('offers Ativo, Inativo, Pendente and Reprovado, starting from the current status', async () => {
    stubApi();
    renderWithProviders(<Harness />);
    const { dialog } = await openDialog();

    const select = within(dialog).getByRole('combobox', { name: 'Status' }) as HTMLSelectElement;
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent)
        .sort(),
    ).toEqual(['Ativo', 'Inativo', 'Pendente', 'Reprovado']);
    expect(select.value).toBe('pending');
    expect(within(dialog).queryByRole('textbox')).toBeNull();
  });

  it('needs a reason for Reprovado, checked before anything is sent', async () => {
    const fetchMock = stubApi({
      'PATCH /api/admin/providers/12/status': (body) =>
        statusAnswer('reprovado', (body as { reason: string }).reason),
    });
    renderWithProviders(<Harness />);
    const { user, dialog } = await openDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Reprovado');
    const reason = within(dialog).getByRole('textbox', { name: 'Motivo da reprovação' });
    expect(reason.getAttribute('maxlength')).toBe('1000');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(await within(dialog).findByText('Informe o motivo da reprovação.')).toBeInTheDocument();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(reason);
    expect(sentBodies(fetchMock, 'PATCH /api/admin/providers/12/status')).toHaveLength(0);

    await user.type(reason, '  CNPJ não confere com o nome informado.  ');
    await waitFor(() =>
      expect(within(dialog).queryByText('Informe o motivo da reprovação.')).toBeNull(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect(
      await toasts().findByText('Status do conveniado atualizado com sucesso'),
    ).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PATCH /api/admin/providers/12/status')).toEqual([
      { status: 'reprovado', reason: 'CNPJ não confere com o nome informado.' },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends no reason with the other statuses', async () => {
    const fetchMock = stubApi({
      'PATCH /api/admin/providers/12/status': statusAnswer('active'),
    });
    renderWithProviders(<Harness />);
    const { user, dialog } = await openDialog();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Reprovado');
    await user.type(within(dialog).getByRole('textbox'), 'Motivo que não vai');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Ativo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sentBodies(fetchMock, 'PATCH /api/admin/providers/12/status')).toEqual([
      { status: 'active' },
    ]);
  });

  it("shows the server's refusal in the dialog and keeps it open", async () => {
    stubApi({
      'PATCH /api/admin/providers/12/status': apiError(
        403,
        'FORBIDDEN',
        'Você não tem permissão para esta ação.',
      ),
    });
    renderWithProviders(<Harness />);
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Inativo');
    await user.click(within(dialog).getByRole('button', { name: 'Salvar' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Você não tem permissão para esta ação.',
    );
    expect(screen.getByRole('dialog', { name: 'Alterar status' })).toBeInTheDocument();
  });

  it('starts afresh at each opening', async () => {
    stubApi();
    renderWithProviders(<Harness />);
    const { user, dialog } = await openDialog();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Status' }), 'Ativo');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Abrir' }));
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe(
      'pending',
    );
  });
});
