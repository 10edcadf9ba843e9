import type { ProviderStatus } from '../../../../../shared/constants/providers.ts';
import { ProviderStatusBadge } from './provider-status-badge.tsx';

/** The provider's status on its details page, with the rejection reason the provider sees. */
export function ProviderStatusPanel({
  status,
  rejectionReason,
}: {
  status: ProviderStatus;
  rejectionReason: string | null;
}) {
  return (
    <section
      aria-label="Situação do cadastro"
      className="flex flex-col gap-2 rounded-lg border border-border bg-background p-4 sm:flex-row sm:items-center"
    >
      <p className="flex items-center gap-2 text-sm text-foreground">
        <span className="font-medium">Status:</span>
        <ProviderStatusBadge status={status} />
      </p>
      {status === 'reprovado' && rejectionReason && (
        <p className="text-sm text-foreground sm:ml-4">
          <span className="font-medium">Motivo da reprovação:</span> {rejectionReason}
        </p>
      )}
    </section>
  );
}
