import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EMPTY_FILTERS } from '../../../../shared/directory-filters.ts';
import { specialtiesFixture } from '../../../test/directory-fixtures.ts';
import { siteInfoFixture } from '../../../test/api-stub.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { FilterPanel } from './filter-panel.tsx';

function renderPanel(
  overrides: Partial<Parameters<typeof FilterPanel>[0]> = {},
  filters = { ...EMPTY_FILTERS, q: 'clinica', estado: 'GO' },
) {
  const onApply = vi.fn();
  const onClear = vi.fn();
  renderWithProviders(
    <FilterPanel
      filters={filters}
      specialties={specialtiesFixture}
      specialtiesLoading={false}
      onApply={onApply}
      onClear={onClear}
      {...overrides}
    />,
  );
  return { onApply, onClear, user: userEvent.setup() };
}

describe('FilterPanel', () => {
  it("offers the discounts of the site details (the setting 'filtro_descontos')", async () => {
    const onApply = vi.fn();
    const { queryClient } = renderWithProviders(
      <FilterPanel
        filters={EMPTY_FILTERS}
        specialties={specialtiesFixture}
        specialtiesLoading={false}
        onApply={onApply}
        onClear={vi.fn()}
      />,
    );
    expect(
      screen
        .getAllByRole('checkbox')
        .map((box) => box.getAttribute('aria-label') ?? box.parentElement?.textContent),
    ).toEqual(['10% ou mais', '20% ou mais', '30% ou mais', '40% ou mais', '50% ou mais']);
    act(() =>
      queryClient.setQueryData(['site-info'], { ...siteInfoFixture, discountOptions: [5, 15] }),
    );
    const labels = () =>
      screen.getAllByRole('checkbox').map((box) => box.parentElement?.textContent);
    await waitFor(() => expect(labels()).toEqual(['5% ou mais', '15% ou mais']));
    const boxes = screen.getAllByRole('checkbox');
    await userEvent.setup().click(boxes[1]!);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Aplicar filtros' }));
    expect(onApply).toHaveBeenCalledWith(expect.objectContaining({ desconto: '15' }));
  });

  it('applies the smallest selected discount and the chosen specialty, keeping the search', async () => {
    const { onApply, user } = renderPanel();
    await user.click(screen.getByRole('checkbox', { name: '30% ou mais' }));
    await user.click(screen.getByRole('checkbox', { name: '20% ou mais' }));
    await user.click(screen.getByRole('checkbox', { name: '50% ou mais' }));
    await user.click(screen.getByRole('radio', { name: 'Nutrição' }));
    await user.click(screen.getByRole('button', { name: 'Aplicar filtros' }));

    expect(onApply).toHaveBeenCalledWith({
      ...EMPTY_FILTERS,
      q: 'clinica',
      estado: 'GO',
      especialidade: 'Nutrição',
      desconto: '20',
    });
  });

  it('starts from the URL filters', () => {
    renderPanel({}, { ...EMPTY_FILTERS, especialidade: 'Pediatria', desconto: '40' });
    expect(screen.getByRole('checkbox', { name: '40% ou mais' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Pediatria' })).toBeChecked();
  });

  it("ticks the URL's discount even when the choices lack it, so applying keeps it", () => {
    renderPanel({}, { ...EMPTY_FILTERS, desconto: '15' });
    const ticked = (percent: number) =>
      (screen.getByRole('checkbox', { name: `${percent}% ou mais` }) as HTMLInputElement).checked;
    expect([10, 15, 20, 30, 40, 50].map(ticked)).toEqual([false, true, false, false, false, false]);
  });

  it('clears the discounts and the specialty and asks for a search of everything', async () => {
    const { onClear, user } = renderPanel(
      {},
      { ...EMPTY_FILTERS, especialidade: 'Pediatria', desconto: '40' },
    );
    await user.click(screen.getByRole('button', { name: 'Limpar filtros' }));
    expect(onClear).toHaveBeenCalledOnce();
    expect(screen.getAllByRole('checkbox').some((box) => (box as HTMLInputElement).checked)).toBe(
      false,
    );
    expect(screen.getByRole('radio', { name: 'Todas as especialidades' })).toBeChecked();
  });

  it('narrows the specialties by typing, ignoring accents, and says when none matches', async () => {
    const { user } = renderPanel();
    const group = screen.getByRole('group', { name: 'Especialidades' });
    await user.type(within(group).getByLabelText('Filtrar especialidades'), 'nutricao');
    expect(within(group).getByRole('radio', { name: 'Nutrição' })).toBeInTheDocument();
    expect(within(group).queryByRole('radio', { name: 'Cardiologia' })).toBeNull();

    await user.type(within(group).getByLabelText('Filtrar especialidades'), 'xyz');
    expect(within(group).getByText('Nenhuma especialidade encontrada.')).toBeInTheDocument();
  });

  it('says when there are no specialties at all, and keeps its list at most 250 px high', () => {
    renderPanel({ specialties: [] });
    const empty = screen.getByText('Nenhuma especialidade disponível');
    expect(empty.parentElement?.className).toContain('max-h-[250px]');
    expect(empty.parentElement?.className).toContain('overflow-y-auto');
  });
});
