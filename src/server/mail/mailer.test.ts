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
  it('writes the message as .eml in the outbox and logs its link', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'sc-mail-')), 'outbox');
    const logged: string[] = [];
    const mailer = createMailer({
      smtpUrl: undefined,
      from: '"Saúde Conveniada" <nao-responda@localhost>',
      outboxDir,
      log: { info: (_object, message) => logged.push(message) },
    });
    await mailer.send(mailTemplates.passwordReset(context, 'ana@exemplo.com.br', 'Ana', link));
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    const eml = decodeQuotedPrintable(readFileSync(join(outboxDir, files[0]!), 'utf8'));
    expect(eml).toContain('To: ana@exemplo.com.br');
    expect(eml).toContain('Recebemos um pedido para redefinir a senha');
    expect(eml).toContain(link);
    expect(logged[0]).toContain(link);
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
    });
    await mailer.send(mailTemplates.confirmEmail(context, 'bia@exemplo.com.br', 'Bia', link));
    mailer.close();
    const [mail] = smtp.to('bia@exemplo.com.br');
    expect(mail!.subject).toBe('Confirme seu e-mail — Saúde Conveniada');
    expect(mail!.text).toContain('Olá, Bia!');
    expect(mail!.text).toContain(link);
  });
});
