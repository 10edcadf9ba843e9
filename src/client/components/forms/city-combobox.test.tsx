import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CityCombobox } from './city-combobox.tsx';
import { FormField } from '../ui/form-field.tsx';
import { GOIAS_CITIES } from '../../test/reference-fixtures.ts';

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <FormField label="Cidade">
        {(control) => (
          <CityCombobox control={control} cities={GOIAS_CITIES} value={value} onChange={setValue} />
        )}
      </FormField>
      <output data-testid="value">{value}</output>
    </>
  );
}

describe('CityCombobox', () => {
  it('filters as one types, ignoring accents, and chooses with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByRole('combobox', { name: 'Cidade' });
    expect(box.getAttribute('aria-expanded')).toBe('false');
    await user.type(box, 'goiania');
    expect(box.getAttribute('aria-expanded')).toBe('true');
    const options = screen.getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Goiânia']);
    expect(box.getAttribute('aria-activedescendant')).toBe(options[0]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('5208707');
    expect((box as HTMLInputElement).value).toBe('Goiânia');
    expect(box.getAttribute('aria-expanded')).toBe('false');
  });

  it('moves with the arrows, closes with Escape and keeps the chosen city', async () => {
    const user = userEvent.setup();
    render(<Harness initial="5211909" />);
    const box = screen.getByRole('combobox', { name: 'Cidade' });
    await user.click(box);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = box.getAttribute('aria-activedescendant');
    expect(document.getElementById(active!)!.textContent).toBe('Rio Verde');
    await user.keyboard('{Escape}');
    expect(box.getAttribute('aria-expanded')).toBe('false');
    expect((box as HTMLInputElement).value).toBe('Jataí');
    await user.keyboard('{ArrowDown}');
    const reopened = box.getAttribute('aria-activedescendant');
    expect(document.getElementById(reopened!)!.textContent).toBe('Jataí');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('5208707');
  });

  it('says when nothing matches, and an emptied box clears the choice on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness initial="5211909" />);
    const box = screen.getByRole('combobox', { name: 'Cidade' });
    await user.clear(box);
    await user.type(box, 'xyz');
    expect(screen.getByText('Nenhuma cidade encontrada.')).toBeInTheDocument();
    await user.clear(box);
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('');
  });
});
