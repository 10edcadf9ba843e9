import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearInstallPrompt, DISMISSED_KEY } from '../../../lib/pwa-install-prompt.ts';
import { stubDirectoryApi } from '../../../test/directory-fixtures.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InstallPrompt } from './install-prompt.tsx';

/** What Chromium dispatches when the app can be installed. */
function fireBeforeInstallPrompt(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => {}),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return event;
}

const TITLE = 'Instalar Aplicativo Saúde Conveniada';

afterEach(() => {
  localStorage.clear();
  clearInstallPrompt();
});

describe('InstallPrompt', () => {
  it('stays hidden until the browser says the app can be installed', async () => {
    stubDirectoryApi();
    renderWithProviders(<InstallPrompt />);
    expect(screen.queryByText(TITLE)).toBeNull();
    const event = fireBeforeInstallPrompt();
    expect(event.defaultPrevented).toBe(true);
    expect(await screen.findByRole('heading', { name: TITLE })).toBeInTheDocument();
    expect(screen.getByText(/tela inicial/)).toBeInTheDocument();
  });

  it("'Fechar' hides it and remembers it on this device", async () => {
    stubDirectoryApi();
    const user = userEvent.setup();
    renderWithProviders(<InstallPrompt />);
    fireBeforeInstallPrompt();
    await user.click(await screen.findByRole('button', { name: 'Fechar' }));
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(localStorage.getItem(DISMISSED_KEY)).toBe('true');

    fireBeforeInstallPrompt();
    expect(screen.queryByText(TITLE)).toBeNull();
  });

  it("'Instalar' opens the browser's dialog, logs the outcome and hides the card", async () => {
    stubDirectoryApi();
    const info = vi.spyOn(console, 'info').mockImplementation(() => {});
    const user = userEvent.setup();
    renderWithProviders(<InstallPrompt />);
    const event = fireBeforeInstallPrompt('dismissed');
    await user.click(await screen.findByRole('button', { name: 'Instalar' }));
    expect(event.prompt).toHaveBeenCalledOnce();
    expect(screen.queryByText(TITLE)).toBeNull();
    expect(info).toHaveBeenCalledWith('Instalação do aplicativo: dismissed');
    // Declining is not dismissing: the card may come back when the browser offers it again.
    expect(localStorage.getItem(DISMISSED_KEY)).toBeNull();
  });
});
