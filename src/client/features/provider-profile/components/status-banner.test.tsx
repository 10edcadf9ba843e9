import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatusBanner } from './status-banner.tsx';

describe('StatusBanner', () => {
  it.each([
    ['active', 'Perfil Ativo', 'visível na plataforma'],
    ['pending', 'Aprovação Pendente', 'Você será notificado'],
    ['inactive', 'Perfil Inativo', 'Entre em contato com a administração'],
    ['reprovado', 'Cadastro Reprovado', 'Entre em contato com a administração'],
  ] as const)('shows the %s banner', (status, title, text) => {
    render(<StatusBanner status={status} rejectionReason={null} />);
    const banner = screen.getByRole('region', { name: 'Situação do cadastro' });
    expect(within(banner).getByRole('heading', { name: title })).toBeInTheDocument();
    expect(within(banner).getByText(new RegExp(text))).toBeInTheDocument();
    expect(within(banner).queryByText('Motivo:')).toBeNull();
  });

  it('shows the rejection reason with a rejected registration only', () => {
    const { rerender } = render(
      <StatusBanner status="reprovado" rejectionReason="Documento ilegível." />,
    );
    expect(screen.getByText('Motivo:').parentElement!.textContent).toBe(
      'Motivo: Documento ilegível.',
    );
    rerender(<StatusBanner status="active" rejectionReason="Documento ilegível." />);
    expect(screen.queryByText('Documento ilegível.')).toBeNull();
  });
});
