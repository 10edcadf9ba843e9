import { escapeHtml } from '../../shared/html.ts';
import type { MailMessage } from './mailer.ts';

/** Every e-mail the product sends, in Portuguese, with the product name. */
export type MailContext = { appName: string; appUrl: string };

function compose(
  context: MailContext,
  to: string,
  subject: string,
  paragraphs: string[],
  action?: { label: string; link: string },
): MailMessage {
  const footer = `${context.appName} — ${context.appUrl}`;
  const text = [
    ...paragraphs,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    '',
    `Se você não fez esta solicitação, ignore este e-mail.`,
    footer,
  ].join('\n\n');
  const button = action
    ? `<p><a href="${escapeHtml(action.link)}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(action.label)}</a></p>
<p style="font-size:13px;color:#555">Se o botão não funcionar, copie este endereço no navegador:<br>${escapeHtml(action.link)}</p>`
    : '';
  const html = `<!doctype html><html lang="pt-BR"><body style="font-family:Arial,sans-serif;color:#1f2937;max-width:560px">
<h1 style="font-size:20px;color:#0f766e">${escapeHtml(context.appName)}</h1>
${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}
${button}
<p style="font-size:13px;color:#555">Se você não fez esta solicitação, ignore este e-mail.</p>
<p style="font-size:13px;color:#555">${escapeHtml(footer)}</p>
</body></html>`;
  return { to, subject: `${subject} — ${context.appName}`, text, html, link: action?.link };
}

export const mailTemplates = {
  confirmEmail: (context: MailContext, to: string, name: string, link: string) =>
    compose(
      context,
      to,
      'Confirme seu e-mail',
      [
        `Olá, ${name}!`,
        `Recebemos seu cadastro no ${context.appName}. Confirme seu e-mail para ativar sua conta. O link vale por 48 horas.`,
      ],
      { label: 'Confirmar e-mail', link },
    ),

  accountAlreadyExists: (context: MailContext, to: string, name: string, loginLink: string) =>
    compose(
      context,
      to,
      'Tentativa de cadastro com seu e-mail',
      [
        `Olá, ${name}!`,
        `Alguém tentou criar uma conta no ${context.appName} com este e-mail, que já está cadastrado. Se foi você, entre com sua senha ou use "Esqueceu sua senha?" na página de login.`,
      ],
      { label: 'Ir para o login', link: loginLink },
    ),

  passwordReset: (context: MailContext, to: string, name: string, link: string) =>
    compose(
      context,
      to,
      'Redefinição de senha',
      [
        `Olá, ${name}!`,
        'Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora e só pode ser usado uma vez.',
      ],
      { label: 'Redefinir senha', link },
    ),

  confirmEmailChange: (context: MailContext, to: string, name: string, link: string) =>
    compose(
      context,
      to,
      'Confirme seu novo e-mail',
      [
        `Olá, ${name}!`,
        `Você pediu para usar este endereço na sua conta do ${context.appName}. Confirme para concluir a alteração. O link vale por 24 horas.`,
      ],
      { label: 'Confirmar novo e-mail', link },
    ),

  emailChangedNotice: (context: MailContext, to: string, name: string, newEmail: string) =>
    compose(context, to, 'Seu e-mail foi alterado', [
      `Olá, ${name}!`,
      `O e-mail da sua conta foi alterado para ${newEmail}. Se não foi você, entre em contato conosco imediatamente.`,
    ]),

  /** To the administrators: a provider registered and awaits review (no documents or phones). */
  providerAwaitingReview: (
    context: MailContext,
    to: string,
    provider: { id: number; companyName: string; location: string },
  ) =>
    compose(
      context,
      to,
      'Novo conveniado aguardando análise',
      [
        `O conveniado "${provider.companyName}" (${provider.location}) se cadastrou no ${context.appName} e aguarda análise.`,
        'Ele só aparece na pesquisa depois de ativado no painel administrativo.',
      ],
      { label: 'Analisar cadastro', link: `${context.appUrl}/admin/providers/${provider.id}` },
    ),

  /** To a provider whose status an administrator changed (DESIGN §2: "will be notified"). */
  providerStatusChanged: (
    context: MailContext,
    to: string,
    name: string,
    change: {
      companyName: string;
      statusText: string;
      reason: string | null;
      link: { label: string; path: string };
    },
  ) =>
    compose(
      context,
      to,
      'Atualização do seu cadastro de conveniado',
      [
        `Olá, ${name}!`,
        `O cadastro de "${change.companyName}" foi atualizado: ${change.statusText}`,
        ...(change.reason ? [`Motivo: ${change.reason}`] : []),
      ],
      { label: change.link.label, link: `${context.appUrl}${change.link.path}` },
    ),

  /**
   * To the person behind a provider an administrator added (issue 11): no password in it (the
   * temporary one was shown to the admin only), a link to choose one instead.
   */
  providerAccountCreated: (
    context: MailContext,
    to: string,
    name: string,
    provider: { companyName: string; link: string },
  ) =>
    compose(
      context,
      to,
      'Bem-vindo ao ' + context.appName,
      [
        `Olá, ${name}!`,
        `A equipe do ${context.appName} cadastrou "${provider.companyName}" como conveniado. O cadastro está em análise e você será avisado quando for aprovado.`,
        'Para acessar sua conta, escolha sua senha pelo link abaixo (ele vale por 7 dias e só pode ser usado uma vez). Se a equipe lhe passou uma senha temporária, você também pode entrar com ela: será pedida uma nova senha no primeiro acesso.',
      ],
      { label: 'Escolher minha senha', link: provider.link },
    ),
  /**
   * To a person an administrator added on 'Gerenciar Usuários' (issue 13), as for a provider:
   * no password in it, a link to choose one.
   */
  accountCreated: (context: MailContext, to: string, name: string, link: string) =>
    compose(
      context,
      to,
      'Bem-vindo ao ' + context.appName,
      [
        `Olá, ${name}!`,
        `A equipe do ${context.appName} criou uma conta para você com este e-mail.`,
        'Para acessar sua conta, escolha sua senha pelo link abaixo (ele vale por 7 dias e só pode ser usado uma vez). Se a equipe lhe passou uma senha temporária, você também pode entrar com ela: será pedida uma nova senha no primeiro acesso.',
      ],
      { label: 'Escolher minha senha', link },
    ),
};
