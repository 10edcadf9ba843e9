import type { FastifyBaseLogger } from 'fastify';
import type { ProviderStatus } from '../../../shared/constants/providers.ts';
import type { ProviderStatusChange } from '../../../shared/schemas/provider-profile.ts';
import { NotFoundError } from '../../http/errors.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { providerSummary, recordAudit } from '../audit/audit-log.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { providersRepository } from './providers-repository.ts';

/** What the e-mail tells the provider, in the words of the self-profile banners (SPEC §4). */
const STATUS_TEXT: Record<ProviderStatus, string> = {
  active: 'seu cadastro foi aprovado e seu perfil está visível na plataforma.',
  pending: 'seu cadastro está em análise. Você será avisado quando houver novidades.',
  inactive:
    'seu perfil foi inativado e não aparece na pesquisa. Entre em contato com a administração.',
  reprovado: 'seu cadastro foi reprovado. Entre em contato com a administração.',
};

/** How the dashboard tells the change: approving a new provider is not re-activating one. */
function statusVerb(from: string, to: ProviderStatus): string {
  if (to === 'active') return from === 'inactive' ? 'reativou' : 'aprovou';
  if (to === 'inactive') return 'inativou';
  if (to === 'reprovado') return 'reprovou';
  return 'devolveu para análise';
}

/**
 * SPEC §4: an administrator sets any status without restriction; DESIGN §2 adds 'reprovado' with
 * a reason the provider sees, and an e-mail to the provider ("will be notified").
 */
export async function changeProviderStatus(
  deps: AuthDeps & { log: FastifyBaseLogger },
  actorUserId: string,
  providerId: number,
  change: ProviderStatusChange,
) {
  const reason = change.status === 'reprovado' && change.reason ? change.reason : null;
  const result = await deps.db.transaction(async (tx) => {
    const row = await providersRepository.lockWithOwner(tx, providerId);
    if (!row) throw new NotFoundError('Conveniado não encontrado');
    const changed = row.status !== change.status || row.rejectionReason !== reason;
    if (changed) {
      await providersRepository.setStatus(tx, providerId, change.status, reason);
      await recordAudit(tx, {
        actorUserId,
        action: 'provider.status_changed',
        entityType: 'provider',
        entityId: providerId,
        summary: providerSummary(statusVerb(row.status, change.status), row.companyName),
        details: { from: row.status, to: change.status, withReason: reason !== null },
      });
    }
    return { row, changed };
  });

  const { row, changed } = result;
  if (changed && row.ownerEmail) {
    const message = mailTemplates.providerStatusChanged(
      deps.mail,
      row.ownerEmail,
      row.ownerName ?? '',
      {
        companyName: row.companyName,
        statusText: STATUS_TEXT[change.status],
        reason,
        // Approved: the page people will now find. Otherwise: where the provider reads why.
        link:
          change.status === 'active'
            ? { label: 'Ver minha página', path: `/conveniado/${providerId}` }
            : { label: 'Ver meu perfil', path: '/perfil-conveniado' },
      },
    );
    // The change is committed; a mail server failure must not turn it into an error.
    await deps.mailer.send(message).catch((error: unknown) => {
      deps.log.error({ err: error }, 'falha ao avisar o conveniado da mudança de status');
    });
  }
  return { id: providerId, status: change.status, rejectionReason: reason };
}
