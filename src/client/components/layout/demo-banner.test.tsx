import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders, siteInfoFixture, stubSiteInfo } from '../../test/render.tsx';
import { PublicLayout } from './public-layout.tsx';

const TEXT = 'Os conveniados exibidos são exemplos de demonstração.';

function renderLayout() {
  return renderWithProviders(null, {
    routes: [
      {
        path: '/',
        element: <PublicLayout />,
        children: [{ index: true, element: <h1>Início</h1> }],
      },
    ],
  });
}

/** The marker the server puts in a page it serves while demo providers are listed. */
function servePageWithDemoMarker() {
  const meta = document.createElement('meta');
  meta.name = 'demo-data';
  meta.content = 'true';
  document.head.append(meta);
}

afterEach(() => {
  document.head.querySelector('meta[name="demo-data"]')?.remove();
});

describe('demo data banner', () => {
  it('says the directory shows examples, above the header, when /api/site says so', async () => {
    stubSiteInfo({ ...siteInfoFixture, demoData: true });
    renderLayout();
    const banner = await screen.findByRole('complementary', { name: 'Dados de demonstração' });
    expect(banner.textContent).toBe(TEXT);
    const header = screen.getByRole('banner');
    expect(banner.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is there at the first render when the served page carries the marker', () => {
    servePageWithDemoMarker();
    stubSiteInfo({ ...siteInfoFixture, demoData: true });
    renderLayout();
    // Before /api/site has answered: nothing will move when it does.
    expect(screen.getByText(TEXT)).toBeInTheDocument();
  });

  it('goes when /api/site says the demo providers are gone, whatever the served page said', async () => {
    servePageWithDemoMarker();
    stubSiteInfo({ ...siteInfoFixture, demoData: false });
    renderLayout();
    expect(screen.getByText(TEXT)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Início' });
    await expect.poll(() => screen.queryByText(TEXT)).toBeNull();
  });

  it('is not shown on a directory of real providers', async () => {
    const fetchMock = stubSiteInfo();
    renderLayout();
    await expect.poll(() => fetchMock.mock.calls.length).toBeGreaterThan(0);
    await screen.findByRole('heading', { name: 'Início' });
    expect(screen.queryByText(TEXT)).toBeNull();
  });
});
