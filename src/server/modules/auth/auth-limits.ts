import type { Limit } from '../rate-limit/rate-limiter.ts';

/** Abuse limits (issue: accounts §11). Counted in the database, shared by every process. */
export const AUTH_LIMITS = {
  signInPerIp: {
    perIp: true,
    max: 30,
    windowSeconds: 15 * 60,
    message:
      'Muitas tentativas de login a partir deste endereço. Tente novamente em alguns minutos.',
  },
  signInFailuresPerAccount: {
    max: 5,
    windowSeconds: 15 * 60,
    message: 'Muitas tentativas de login para esta conta. Aguarde 15 minutos e tente novamente.',
  },
  signUpPerIp: {
    perIp: true,
    max: 10,
    windowSeconds: 3600,
    message: 'Muitos cadastros a partir deste endereço. Tente novamente mais tarde.',
  },
  emailPerAddress: {
    max: 1,
    windowSeconds: 60,
    message: 'Aguarde 1 minuto antes de solicitar um novo e-mail.',
  },
  emailChangesPerUser: {
    max: 5,
    windowSeconds: 3600,
    message: 'Muitas solicitações de troca de e-mail. Tente novamente mais tarde.',
  },
  accountDeletionAttempts: {
    max: 5,
    windowSeconds: 15 * 60,
    message: 'Muitas tentativas de exclusão da conta. Aguarde 15 minutos e tente novamente.',
  },
  emailPerIp: {
    perIp: true,
    max: 20,
    windowSeconds: 3600,
    message: 'Muitas solicitações a partir deste endereço. Tente novamente mais tarde.',
  },
} satisfies Record<string, Limit>;

/** E-mails are limited per address and per kind: a recovery never waits for a confirmation. */
export type EmailKind = 'confirmation' | 'recovery' | 'email-change' | 'account-exists';

export function emailLimitKey(kind: EmailKind, address: string): string {
  return `email:${kind}:${address.toLowerCase()}`;
}
