import type { FastifyBaseLogger } from 'fastify';
import type { ProviderRegistration } from '../../../shared/schemas/provider-form.ts';
import { hashPassword } from '../../auth/password.ts';
import { AppError } from '../../http/errors.ts';
import { mailTemplates } from '../../mail/templates.ts';
import { providerSummary, recordAudit } from '../audit/audit-log.ts';
import { accountsRepository } from '../auth/accounts-repository.ts';
import { AUTH_LIMITS, emailLimitKey } from '../auth/auth-limits.ts';
import type { AuthDeps } from '../auth/auth-service.ts';
import { sendConfirmationEmail } from '../auth/email-links.ts';
import { providerWriteError } from './provider-edit.ts';
import { checkProviderReferences, EMAIL_TAKEN } from './provider-rules.ts';
import { providersRepository } from './providers-repository.ts';

export type RegistrationDeps = AuthDeps & { adminEmail: string; log: FastifyBaseLogger };

export const REGISTRATION_SUCCESS =
  'Cadastro realizado com sucesso! Sua solicitação será analisada.';
const REGISTRATION_FAILED = 'Ocorreu um erro ao processar seu cadastro: ';

/**
 * SPEC §2 provider sign-up. Unlike the user sign-up, an e-mail that already has an account gets
 * a clear answer (the issue asks for it; the per-IP limit bounds how fast anyone can probe).
 * DESIGN §2: one transaction writes the users row, the credentials, the provider (pending), its
 * specialty links and the audit entry; any failure leaves none of them behind.
 */
export async function registerProvider(
  deps: RegistrationDeps,
  input: ProviderRegistration,
  ip: string,
): Promise<{ providerId: number }> {
  await deps.limiter.hit(`provider-registration:ip:${ip}`, AUTH_LIMITS.signUpPerIp);
  if (await accountsRepository.findByEmail(deps.db, input.email)) {
    throw new AppError(409, 'EMAIL_TAKEN', EMAIL_TAKEN, {}, 'email');
  }
  const location = await checkProviderReferences(deps.db, input);
  const passwordHash = await hashPassword(input.password);

  let created: { userId: string; providerId: number };
  try {
    created = await deps.db.transaction(async (tx) => {
      const userId = await accountsRepository.createUser(tx, {
        name: input.name,
        email: input.email,
        passwordHash,
        userType: 'provider',
      });
      const providerId = await providersRepository.insert(tx, userId, input);
      await providersRepository.insertSpecialties(tx, providerId, input.specialtyIds, input.rqes);
      await recordAudit(tx, {
        actorUserId: userId,
        action: 'provider.registered',
        entityType: 'provider',
        entityId: providerId,
        summary: providerSummary('cadastrou', input.companyName),
        details: { status: 'pending', specialtyCount: input.specialtyIds.length },
      });
      return { userId, providerId };
    });
  } catch (error) {
    throw providerWriteError(
      error,
      {
        code: 'REGISTRATION_FAILED',
        prefix: REGISTRATION_FAILED,
        logMessage: 'falha no cadastro de conveniado',
      },
      deps.log,
    );
  }

  await notify(deps, input, created, location);
  return { providerId: created.providerId };
}

/**
 * After the commit: the confirmation link (its page sends a provider to /perfil-conveniado) and
 * the administrators' notice. The registration stands if a mail server fails; the person can ask
 * for a new link at /login.
 */
async function notify(
  deps: RegistrationDeps,
  input: ProviderRegistration,
  created: { userId: string; providerId: number },
  location: string,
): Promise<void> {
  try {
    await deps.limiter
      .hit(emailLimitKey('confirmation', input.email), AUTH_LIMITS.emailPerAddress)
      .catch(() => {});
    await sendConfirmationEmail(deps, { id: created.userId, name: input.name, email: input.email });
  } catch (error) {
    deps.log.error({ err: error }, 'falha ao enviar a confirmação do cadastro de conveniado');
  }
  try {
    await deps.mailer.send(
      mailTemplates.providerAwaitingReview(deps.mail, deps.adminEmail, {
        id: created.providerId,
        companyName: input.companyName,
        location,
      }),
    );
  } catch (error) {
    deps.log.error({ err: error }, 'falha ao avisar os administradores de um novo conveniado');
  }
}
