import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { locationText, resultCountText, ResultsHeader } from './results-header.tsx';

describe('results header', () => {
  it('counts in the singular for one result and in the plural otherwise', () => {
    expect(resultCountText(1)).toBe('1 conveniado encontrado');
    expect(resultCountText(12)).toBe('12 conveniados encontrados');
    expect(resultCountText(1000, true)).toBe('Mais de 1.000 conveniados encontrados');
    expect(resultCountText(1234)).toBe('1.234 conveniados encontrados');
  });

  it("names the place as 'cidade, estado', the state alone, or 'Brasil'", () => {
    expect(locationText('Jataí', 'Goiás')).toBe('Jataí, Goiás');
    expect(locationText(undefined, 'Goiás')).toBe('Goiás');
    expect(locationText(undefined, undefined)).toBe('Brasil');
  });

  it('shows the count, the text searched and the place', () => {
    render(
      <ResultsHeader total={3} totalCapped={false} query="clinica sao" location="Jataí, Goiás" />,
    );
    const status = screen.getByRole('status');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      '3 conveniados encontrados para “clinica sao”',
    );
    expect(status.textContent).toContain('Jataí, Goiás');
  });

  it('leaves the query out when there is none', () => {
    render(<ResultsHeader total={1} totalCapped={false} query="" location="Brasil" />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('1 conveniado encontrado');
    expect(screen.getByRole('status').textContent).toContain('Brasil');
  });
});
