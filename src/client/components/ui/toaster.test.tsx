import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '../../lib/toast.ts';
import { Toaster } from './toaster.tsx';

function region() {
  return within(screen.getByRole('region', { name: 'Notificações' }));
}

afterEach(() => {
  vi.useRealTimers();
});

describe('Toaster', () => {
  it('keeps the live region in the page before any toast, so additions are announced', () => {
    render(<Toaster />);
    const list = screen.getByRole('region', { name: 'Notificações' }).querySelector('ol');
    expect(list?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows title and description, and closes on Fechar', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Erro ao Atualizar Perfil', {
        description: 'Não foi possível atualizar seu nome. Tente novamente.',
      });
    });
    expect(region().getByText('Erro ao Atualizar Perfil')).toBeInTheDocument();
    expect(
      region().getByText('Não foi possível atualizar seu nome. Tente novamente.'),
    ).toBeInTheDocument();
    act(() => region().getByRole('button', { name: 'Fechar' }).click());
    expect(region().queryByText('Erro ao Atualizar Perfil')).toBeNull();
  });

  it('shows the newest three and closes each after 4000 ms', () => {
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => {
      for (const n of [1, 2, 3, 4]) toast.info(`Aviso ${n}`);
    });
    expect(region().queryByText('Aviso 1')).toBeNull();
    expect(
      region()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aviso 2', 'Aviso 3', 'Aviso 4']);

    act(() => vi.advanceTimersByTime(3999));
    expect(region().getAllByRole('listitem')).toHaveLength(3);
    act(() => vi.advanceTimersByTime(1));
    // The three shown expired; the one waiting now gets its own 4000 ms.
    expect(
      region()
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Aviso 1']);
    act(() => vi.advanceTimersByTime(4000));
    expect(region().queryAllByRole('listitem')).toHaveLength(0);
  });

  it('shows one toast for the same id reported twice', () => {
    render(<Toaster />);
    act(() => {
      toast.error('Sua sessão expirou. Por favor, faça login novamente.', { id: 'session' });
      toast.error('Sua sessão expirou. Por favor, faça login novamente.', { id: 'session' });
    });
    expect(region().getAllByRole('listitem')).toHaveLength(1);
  });
});
