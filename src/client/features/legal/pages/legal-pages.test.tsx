import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, siteInfoFixture, stubSiteInfo } from '../../../test/render.tsx';
import { LEGAL_TEXTS_UPDATED } from '../components/legal-document.tsx';
import { PrivacyPage } from './privacy-page.tsx';
import { TermsPage } from './terms-page.tsx';

const headings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('PrivacyPage', () => {
  it('says what is stored, why and for how long, with the rights and whom to write to', async () => {
    stubSiteInfo({ ...siteInfoFixture, contactEmail: 'privacidade@exemplo.com.br' });
    renderWithProviders(<PrivacyPage />);

    expect(
      screen.getByRole('heading', { level: 1, name: 'Política de Privacidade' }),
    ).toBeVisible();
    expect(screen.getByText(`Última atualização: ${LEGAL_TEXTS_UPDATED}.`)).toBeVisible();
    expect(headings()).toEqual([
      '1. Para pesquisar, nada sobre você',
      '2. Se você cria uma conta',
      '3. Se você cadastra um conveniado',
      '4. O que a equipe registra',
      '5. Com quem compartilhamos',
      '6. Seus direitos',
      '7. Segurança',
      '8. Mudanças nesta política',
    ]);
    // The promises the server keeps (logger-options.ts, session-policy.ts, rate-limiter.ts).
    expect(
      screen.getByText(/O que você pesquisa não é guardado com nenhum identificador/),
    ).toBeVisible();
    expect(screen.getByText(/após 7 dias sem uso ou, de todo modo, após 30 dias/)).toBeVisible();
    expect(
      screen.getByText(/apagados ao fim de cada período, que vai de 1 minuto a 1 hora/),
    ).toBeVisible();

    const rights = screen.getByRole('region', { name: '6. Seus direitos' });
    expect(
      await within(rights).findByRole('link', { name: 'privacidade@exemplo.com.br' }),
    ).toHaveAttribute('href', 'mailto:privacidade@exemplo.com.br');
    expect(within(rights).getByRole('link', { name: 'Meu Perfil' })).toHaveAttribute(
      'href',
      '/perfil',
    );
    expect(within(rights).getByRole('link', { name: 'Meu Perfil de Conveniado' })).toHaveAttribute(
      'href',
      '/perfil-conveniado',
    );
    expect(
      within(rights).getByText(/no botão ‘Baixar meus dados’ \(um arquivo JSON\)/),
    ).toBeVisible();
    expect(
      within(rights).getByText(/‘Excluir minha conta’, confirmado com a sua senha, apaga na hora/),
    ).toBeVisible();
    expect(
      screen.getByText(/somamos um ao número daquele dia, que o conveniado vê no seu perfil/),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Termos de Uso' })).toHaveAttribute('href', '/termos');
  });

  it('points to the footer when no contact e-mail is configured', async () => {
    stubSiteInfo({ ...siteInfoFixture, contactEmail: null });
    renderWithProviders(<PrivacyPage />);

    const rights = screen.getByRole('region', { name: '6. Seus direitos' });
    expect(await within(rights).findByText(/os contatos indicados no rodapé/)).toBeVisible();
    expect(within(rights).queryByRole('link', { name: /@/ })).toBeNull();
  });
});

describe('TermsPage', () => {
  it('says plainly that the platform is not a health plan, and what providers promise', async () => {
    stubSiteInfo({ ...siteInfoFixture, appName: 'Conveniada Teste' });
    renderWithProviders(<TermsPage />);

    expect(screen.getByRole('heading', { level: 1, name: 'Termos de Uso' })).toBeVisible();
    expect(
      await screen.findByText(
        'A Conveniada Teste não é plano de saúde: os descontos são oferecidos pelos próprios conveniados e pagos diretamente a eles, sem mensalidade, carência ou cobertura.',
      ),
    ).toBeVisible();
    expect(headings()).toEqual([
      '1. O que é a plataforma',
      '2. As informações publicadas',
      '3. Sua conta',
      '4. Para conveniados',
      '5. Privacidade',
      '6. Mudanças e contato',
    ]);
    const providers = screen.getByRole('region', { name: '4. Para conveniados' });
    expect(within(providers).getByText(/sem preços além do percentual de desconto/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/privacidade',
    );
  });
});
