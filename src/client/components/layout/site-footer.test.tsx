import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, siteInfoFixture, stubSiteInfo } from '../../test/render.tsx';
import { SiteFooter } from './site-footer.tsx';

const year = new Date().getFullYear();

describe('SiteFooter', () => {
  it('shows navigation, provider links, contact details, cities and the copyright', async () => {
    stubSiteInfo();
    renderWithProviders(<SiteFooter />);

    const email = await screen.findByRole('link', { name: siteInfoFixture.contactEmail ?? '' });
    expect(email.getAttribute('href')).toBe('mailto:contato@saudeconveniada.com.br');
    const phone = screen.getByRole('link', { name: '(64) 99999-0000' });
    expect(phone.getAttribute('href')).toBe('tel:64999990000');

    const nav = screen.getByRole('navigation', { name: 'Navegação do rodapé' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/pesquisa', '/sobre']);
    const providerLinks = screen.getByRole('navigation', { name: 'Links para conveniados' });
    expect(
      within(providerLinks).getByRole('link', { name: 'Seja um Conveniado' }).getAttribute('href'),
    ).toBe('/conveniado/cadastro');
    expect(
      within(providerLinks).getByRole('link', { name: 'Área do Conveniado' }).getAttribute('href'),
    ).toBe('/login');

    for (const city of ['Jataí-GO', 'Rio Verde-GO', 'Goiânia-GO']) {
      expect(screen.getByText(city)).toBeInTheDocument();
    }
    expect(
      screen.getByText(`© ${year} Saúde Conveniada. Todos os direitos reservados.`),
    ).toBeInTheDocument();
  });

  it('says on every page that the platform is not a health plan, and links the legal texts', async () => {
    stubSiteInfo({ ...siteInfoFixture, appName: 'Conveniada Teste' });
    renderWithProviders(<SiteFooter />);

    expect(
      await screen.findByText(
        'A Conveniada Teste não é plano de saúde: os descontos são oferecidos pelos próprios conveniados e pagos diretamente a eles, sem mensalidade, carência ou cobertura.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });

  it('hides the phone line when no phone is configured and uses the configured name', async () => {
    stubSiteInfo({ ...siteInfoFixture, appName: 'Conveniada Teste', contactPhone: null });
    renderWithProviders(<SiteFooter />);

    await screen.findByText(`© ${year} Conveniada Teste. Todos os direitos reservados.`);
    expect(screen.queryByRole('link', { name: /^tel:|\(64\)/ })).toBeNull();
    expect(document.querySelector('a[href^="tel:"]')).toBeNull();
    expect(
      screen.getByRole('link', { name: 'contato@saudeconveniada.com.br' }),
    ).toBeInTheDocument();
  });

  it('shows the launch cities while /api/site has not answered', () => {
    stubSiteInfo();
    renderWithProviders(<SiteFooter />);
    for (const city of ['Jataí-GO', 'Rio Verde-GO', 'Goiânia-GO']) {
      expect(screen.getByText(city)).toBeInTheDocument();
    }
  });
});
