import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubDirectoryApi } from '../../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { AboutPage } from './about-page.tsx';

describe('AboutPage', () => {
  it('shows mission, vision and how it works, with the calls to sign up and to write', async () => {
    stubDirectoryApi();
    renderWithProviders(<AboutPage />);
    for (const heading of ['Nossa missão', 'Nossa visão', 'Como funciona']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Criar conta' }).getAttribute('href')).toBe(
      '/cadastro',
    );
    expect(screen.getByRole('link', { name: 'Seja um Conveniado' }).getAttribute('href')).toBe(
      '/conveniado/cadastro',
    );
    const contact = await screen.findByRole('link', { name: 'Fale conosco' });
    expect(contact.getAttribute('href')).toBe('mailto:contato@saudeconveniada.com.br');
  });
});
