import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/router.tsx';
import { renderWithProviders, stubSiteInfo } from '../../../test/render.tsx';

describe('NotFoundPage', () => {
  it('shows 404 inside the public layout for an unknown path, with a link home', async () => {
    stubSiteInfo();
    const user = userEvent.setup();
    const { router } = renderWithProviders(null, { routes, path: '/nao-existe' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Página não encontrada | Saúde Conveniada'));

    await user.click(screen.getByRole('link', { name: 'Voltar para o início' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: 'Encontre profissionais de saúde com desconto',
      }),
    ).toBeInTheDocument();
  });
});
