import { Download } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SettingsSection } from './settings-section.tsx';

/**
 * LGPD data portability (issue 15 item 4): the file of everything the platform holds about the
 * account, from GET /api/me/data. A plain link: the browser sends the session cookie and saves
 * the answer as the file its Content-Disposition names, with no code of ours in between.
 */
export function MyDataSection() {
  return (
    <SettingsSection
      title="Seus dados"
      description="Baixe um arquivo com tudo o que guardamos sobre a sua conta e, se houver, o seu cadastro de conveniado."
    >
      <div className="space-y-3">
        <Button asChild variant="outline">
          <a href="/api/me/data" download>
            <Download aria-hidden="true" />
            Baixar meus dados
          </a>
        </Button>
        <p className="text-sm text-muted-foreground">
          O arquivo é JSON, legível em qualquer editor de texto. O que cada dado é e por que o
          guardamos está na{' '}
          <Link to="/privacidade" className="text-primary underline underline-offset-4">
            Política de Privacidade
          </Link>
          .
        </p>
      </div>
    </SettingsSection>
  );
}
