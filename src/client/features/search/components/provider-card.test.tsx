import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { providerCardFixture } from '../../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { ProviderCard } from './provider-card.tsx';

describe('ProviderCard', () => {
  it('shows name, area, discount, specialties, city and the contact links', () => {
    renderWithProviders(<ProviderCard provider={providerCardFixture()} />);
    const card = screen.getByRole('article');

    const name = within(card).getByRole('link', { name: 'Clínica São Lucas' });
    expect(name.getAttribute('href')).toBe('/conveniado/1');
    expect(
      within(card).getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' }),
    ).toBeInTheDocument();
    expect(within(card).getByText('Medicina')).toBeInTheDocument();
    expect(within(card).getByText('Até 20% de desconto')).toBeInTheDocument();
    expect(within(card).getByText('Cardiologia')).toBeInTheDocument();
    expect(within(card).getByText('Jataí-GO')).toBeInTheDocument();

    const whatsapp = within(card).getByRole('link', { name: /Clínica São Lucas pelo WhatsApp/ });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/5564999991000');
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toContain('noopener');
    const call = within(card).getByRole('link', { name: 'Ligar para Clínica São Lucas' });
    expect(call.getAttribute('href')).toBe('tel:6436311000');
  });

  it('marks a demo provider and makes no contact link for it', () => {
    renderWithProviders(<ProviderCard provider={providerCardFixture({ demo: true })} />);
    const card = screen.getByRole('article');

    expect(within(card).getByText('Demonstração')).toBeInTheDocument();
    expect(within(card).getByText('Até 20% de desconto')).toBeInTheDocument();
    // The buttons are there, disabled, with the reason: no tel: or wa.me link at all.
    const whatsapp = within(card).getByRole('button', { name: 'WhatsApp' });
    const call = within(card).getByRole('button', { name: 'Ligar' });
    expect(whatsapp).toBeDisabled();
    expect(call).toBeDisabled();
    expect(
      within(card).getByText('Contato desativado: conveniado de demonstração.'),
    ).toBeInTheDocument();
    expect(card.querySelector('a[href^="tel:"], a[href*="wa.me"]')).toBeNull();
    expect(
      within(card).getByRole('link', { name: 'Ver detalhes de Clínica São Lucas' }),
    ).toBeInTheDocument();
  });

  it('says nothing about demonstrations on a real provider', () => {
    renderWithProviders(<ProviderCard provider={providerCardFixture()} />);
    expect(screen.queryByText(/demonstração/i)).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows no discount badge when the discount is 0 or was not sent', () => {
    const { unmount } = renderWithProviders(
      <ProviderCard provider={providerCardFixture({ discount: 0 })} />,
    );
    expect(screen.queryByText(/de desconto/)).toBeNull();
    unmount();
    renderWithProviders(<ProviderCard provider={providerCardFixture({ discount: undefined })} />);
    expect(screen.queryByText(/de desconto/)).toBeNull();
  });

  it('lists three specialties and counts the rest', () => {
    const specialties = ['Cardiologia', 'Pediatria', 'Nutrição', 'Ortopedia', 'Urologia'].map(
      (name, index) => ({ id: index + 1, name }),
    );
    renderWithProviders(<ProviderCard provider={providerCardFixture({ specialties })} />);
    const list = screen.getByRole('list', { name: 'Especialidades' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cardiologia', 'Pediatria', 'Nutrição', '+2e mais 2']);
  });

  it('shows only what was sent: trade name when there is no company name, no buttons', () => {
    renderWithProviders(
      <ProviderCard
        provider={{ id: 9, featured: false, demo: false, tradeName: 'Ótica Visão Comércio Ltda' }}
      />,
    );
    expect(screen.getByRole('link', { name: 'Ótica Visão Comércio Ltda' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /Ligar/ })).toBeNull();
    expect(screen.queryByRole('list', { name: 'Especialidades' })).toBeNull();
  });
});
