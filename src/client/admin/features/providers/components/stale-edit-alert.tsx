import { RefreshCw } from 'lucide-react';
import { Button } from '../../../../components/ui/button.tsx';

/**
 * The edit was refused because the record changed since the form was loaded (409 STALE_EDIT: the
 * server wrote nothing) or the form's version was missing (428). Nothing is thrown away until
 * the admin chooses 'Recarregar': what they typed stays on screen to compare or copy.
 */
export function StaleEditAlert({
  message,
  reloading,
  reloadFailure,
  onReload,
}: {
  message: string;
  reloading: boolean;
  reloadFailure: string | null;
  onReload: () => void;
}) {
  return (
    <div
      role="alert"
      className="space-y-3 rounded-md border border-destructive/40 bg-destructive-soft p-4 text-sm text-destructive"
    >
      <p className="font-semibold">{message}</p>
      <p className="text-foreground">
        Nada foi salvo. Recarregar mostra os dados atuais e descarta o que você digitou neste
        formulário.
      </p>
      {reloadFailure && <p className="font-semibold">{reloadFailure}</p>}
      <Button type="button" variant="outline" disabled={reloading} onClick={onReload}>
        <RefreshCw aria-hidden="true" />
        {reloading ? 'Recarregando...' : 'Recarregar'}
      </Button>
    </div>
  );
}
