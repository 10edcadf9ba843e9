import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decodeQuotedPrintable, startSmtpCatcher, type SmtpCatcher } from '../test/smtp-catcher.ts';
import { createMailer } from './mailer.ts';
import { mailTemplates } from './templates.ts';

const context = { appName: 'Saúde Conveniada', appUrl: 'http://localhost:3000' };
const link =
  'http://localhost:3000/reset-password?token=abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG';

describe('mailer without SMTP_URL (outbox)', () => {
  function outboxMailer(logLinks: boolean) {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'sc-mail-')), 'outbox');
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: '"Saúde Conveniada" <nao-responda@localhost>',
      outboxDir,
      log: { info: (object, message) => logged.push(`${JSON.stringify(object)} ${message}`) },
      logLinks,
    });
    const eml = () => {
      const files = readdirSync(outboxDir);
      expect(files).toHaveLength(1);
      return decodeQuotedPrintable(readFileSync(join(outboxDir, files[0]!), 'utf8'));
    };
    return { mailer, logged, eml };
  }

  it('writes the message as .eml in the outbox and logs its link outside production', async () => {
    const { mailer, logged, eml } = outboxMailer(true);
    await mailer.send(mailTemplates.passwordReset(context, 'ana@exemplo.com.br', 'Ana', link));
    expect(eml()).toContain('To: ana@exemplo.com.br');
    expect(eml()).toContain('Recebemos um pedido para redefinir a senha');
    expect(eml()).toContain(link);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain(`E-mail gravado na caixa de saída: "Redefinição de senha`);
    expect(logged[0]).toContain(`— link: ${link}`);
  });

  it('in production logs neither the link nor the body, only where the file is', async () => {
    const { mailer, logged, eml } = outboxMailer(false);
    await mailer.send(mailTemplates.passwordReset(context, 'ana@exemplo.com.br', 'Ana', link));
    expect(eml()).toContain(link);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toContain('E-mail gravado na caixa de saída');
    expect(logged[0]).not.toContain('token=');
    expect(logged[0]).not.toContain('Recebemos um pedido');
  });
});

describe('mailer over SMTP', () => {
  let smtp: SmtpCatcher;
  beforeAll(async () => {
    smtp = await startSmtpCatcher();
  });
  afterAll(() => smtp.close());

  it('delivers a Portuguese message with the product name to the SMTP server', async () => {
    const mailer = createMailer({
      smtpUrl: smtp.url,
      from: '"Saúde Conveniada" <nao-responda@localhost>',
      outboxDir: '/nonexistent',
      log: { info: () => {} },
      logLinks: true,
    });
    await mailer.send(mailTemplates.confirmEmail(context, 'bia@exemplo.com.br', 'Bia', link));
    mailer.close();
    const [mail] = smtp.to('bia@exemplo.com.br');
    expect(mail!.subject).toBe('Confirme seu e-mail — Saúde Conveniada');
    expect(mail!.text).toContain('Olá, Bia!');
    expect(mail!.text).toContain(link);
  });
});
