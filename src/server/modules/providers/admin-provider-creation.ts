import type { FastifyBaseLogger } from 'fastify';
import type { AdminProviderCreation } from '../../../shared/schemas/provider-form.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { providerSummary, recordAudit } from '../audit/audit-log.ts';
import { accountsRepository } from '../auth/accounts-repository.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { issueLink } from '../auth/email-links.ts';
import { prepareTemporaryAccount } from '../auth/temporary-account.ts';
import { providerWriteError } from './provider-edit.ts';
import { checkProviderReferences, EMAIL_TAKEN } from './provider-rules.ts';
import { providersRepository } from './providers-repository.ts';

type CreationDeps = AuthDeps & { log: FastifyBaseLogger };

/**
 * POST /api/admin/providers ('Adicionar Conveniado', SPEC §2): the account and the provider
 * (pending, SPEC §4) with its specialty links and the audit entry, in one transaction. DESIGN §2:
 * a random temporary password, returned once for the admin to hand over and stored only as a
 * hash; the person must choose their own at first sign-in. After the commit a welcome e-mail
 * offers a link to choose a password directly.
 */
export async function createProviderWithAccount(
  deps: CreationDeps,
  actorUserId: string,
  input: AdminProviderCreation,
): Promise<{ providerId: number; temporaryPassword: string }> {
  const { temporaryPassword, passwordHash } = await prepareTemporaryAccount(
    deps.db,
    input.email,
    EMAIL_TAKEN,
  );
  await checkProviderReferences(deps.db, input);

  let created: { userId: string; providerId: number; link: string };
  try {
    created = await deps.db.transaction(async (tx) => {
      const userId = await accountsRepository.createUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        userType: 'provider',
        temporaryPassword: true,
      });
      const providerId = await providersRepository.insert(tx, userId, input);
      await providersRepository.insertSpecialties(tx, providerId, input.specialtyIds, input.rqes);
      await recordAudit(tx, {
        actorUserId,
        action: 'provider.created',
        entityType: 'provider',
        entityId: providerId,
        summary: providerSummary('adicionou', input.companyName),
        details: { status: 'pending', specialtyCount: input.specialtyIds.length },
      });
      const link = await issueLink(tx, deps.mail.appUrl, { userId, purpose: 'account_setup' });
      return { userId, providerId, link };
    });
  } catch (error) {
    throw providerWriteError(
      error,
      {
        code: 'CREATE_FAILED',
        prefix: 'Erro ao criar conveniado: ',
        logMessage: 'falha ao criar conveniado pelo painel',
      },
      deps.log,
    );
  }

  const welcome = mailTemplates.providerAccountCreated(deps.mail, input.email, input.name, {
    companyName: input.companyName,
    link: created.link,
  });
  // The provider exists; a mail server failure must not turn that into an error. The admin
  // still holds the temporary password, and 'Esqueceu sua senha?' works for the person.
  await deps.mailer.send(welcome).catch((error: unknown) => {
    deps.log.error({ err: error }, 'falha ao enviar as boas-vindas ao conveniado criado');
  });
  return { providerId: created.providerId, temporaryPassword };
}
