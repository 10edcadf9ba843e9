import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useSiteDetails } from '../../../components/layout/use-site-details.ts';
import {
  clearInstallPrompt,
  dismissInstallPrompt,
  type BeforeInstallPromptEvent,
} from '../../../lib/pwa-install-prompt.ts';

/**
 * SPEC §4 install card, shown by InstallPrompt. 'Instalar' opens the browser's dialog; whatever
 * the answer, the event is spent and the card goes away (the outcome is only logged).
 */
export function InstallCard({ event }: { event: BeforeInstallPromptEvent }) {
  const { appName } = useSiteDetails();

  async function install() {
    clearInstallPrompt();
    try {
      await event.prompt();
      const choice = await event.userChoice;
      // eslint-disable-next-line no-console -- SPEC §4: the outcome is only logged.
      console.info(`Instalação do aplicativo: ${choice.outcome}`);
    } catch (error) {
      console.warn('Não foi possível abrir a instalação do aplicativo.', error);
    }
  }

  return (
    <section
      aria-labelledby="instalar-app-titulo"
      className="fixed inset-x-0 bottom-0 z-40 border-t border-border bg-background p-4 shadow-lg sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96 sm:rounded-lg sm:border"
    >
      <div className="flex items-start gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-primary-soft text-primary">
          <Download aria-hidden="true" className="size-5" />
        </span>
        <div className="min-w-0 flex-1">
          <h2 id="instalar-app-titulo" className="font-semibold text-foreground">
            Instalar Aplicativo {appName}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">
            Instale o aplicativo na tela inicial do seu dispositivo para um acesso mais rápido e uma
            experiência melhor.
          </p>
        </div>
      </div>
      <div className="mt-4 flex justify-end gap-2">
        <Button variant="outline" onClick={dismissInstallPrompt}>
          Fechar
        </Button>
        <Button onClick={() => void install()}>Instalar</Button>
      </div>
    </section>
  );
}
