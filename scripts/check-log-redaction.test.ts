import { mkdtempSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMailer } from '../src/server/mail/mailer.ts';
import { mailTemplates } from '../src/server/mail/templates.ts';
import {
  checkLogRedaction,
  collectSpecSecrets,
  emlSecrets,
  findLeaks,
  specSources,
  type KnownSecrets,
} from './check-log-redaction.ts';

const TOKEN = 'Zx8kQ1v2b3n4m5L6k7J8h9G0f1D2s3A4p5O6i7U8y9T';
const LINK = `http://127.0.0.1:3351/reset-password?token=${TOKEN}`;

const pino = (fields: object, msg: string) =>
  JSON.stringify({ level: 30, time: 1795460423637, pid: 31934, hostname: 'vm', ...fields, msg });

const known: KnownSecrets = {
  passwords: ['Senha-Forte-123'],
  phones: ['64999992000'],
  tokens: [TOKEN],
  bodyFragments: ['Recebemos um pedido para redefinir a senha da sua conta.'],
};

/** Lines the real server writes (from an e2e run's log), none of them a leak. */
const CLEAN = [
  'Compilando a interface (vite build)...',
  pino({ database: 'pglite', ms: 2123 }, 'banco de dados pronto'),
  pino(
    { reqId: 'req-1', req: { id: 'req-1', method: 'GET', url: '/api/health' } },
    'incoming request',
  ),
  pino(
    { reqId: 'req-1', res: { statusCode: 200 }, responseTime: 7.589159999999538 },
    'request completed',
  ),
  pino(
    { reqId: 'req-9', req: { id: 'req-9', method: 'GET', url: '/conveniado/123' } },
    'incoming request',
  ),
  pino(
    {
      req: { headers: { cookie: '[oculto]' } },
      body: { password: '[oculto]', cpfCnpj: '[oculto]' },
    },
    'falhou',
  ),
  pino(
    { file: '/x/outbox/1795460423637-a1b2c3-redefinicao-de-senha.eml', to: 'ana@exemplo.com.br' },
    `E-mail gravado na caixa de saída: "Redefinição de senha — Saúde Conveniada" — link: ${LINK}`,
  ),
  pino({ sessionId: '0f3c5e7a-1b2d-4e6f-8a9b-0c1d2e3f4a5b' }, 'sessão encerrada'),
].join('\n');

describe('findLeaks', () => {
  it('passes the lines a clean run writes, the outbox link with its token included', () => {
    expect(findLeaks(CLEAN, known)).toEqual([]);
  });

  it.each([
    ['a password the specs type', pino({}, 'entrou com Senha-Forte-123'), 'senha'],
    ['a temporary password', pino({}, 'senha temporária abcd-ef23-ghjk-mn45'), 'senha temporária'],
    [
      'a field the logger should have hidden',
      pino({ body: { password: 'x1' } }, 'x'),
      'campo sensível',
    ],
    [
      'a nested phone field',
      pino({ provider: { contact: { whatsapp: 64 } } }, 'x'),
      'campo sensível',
    ],
    ['a formatted CPF', pino({}, 'documento 529.982.247-25'), 'CPF'],
    ['a formatted CNPJ', pino({}, 'documento 11.222.333/0001-81'), 'CNPJ'],
    ['an alphanumeric CNPJ', pino({}, 'documento 12.ABC.345/01DE-35'), 'CNPJ'],
    ['a bare CNPJ', pino({}, 'documento 11222333000181'), 'CNPJ'],
    ['a bare CPF', pino({ url: '/api/x/52998224725' }, 'x'), 'CPF ou telefone'],
    ['a landline', pino({}, 'ligar 6436312000'), 'telefone'],
    ['a formatted mobile', pino({}, 'ligar (64) 99999-2000'), 'telefone'],
    ['a phone the specs type, spaced', pino({}, 'ligar 64 9 9999 2000'), 'telefone'],
    ['a link token outside the outbox line', pino({}, `abriu ${LINK}`), 'token de link'],
    [
      'a token the run did not e-mail',
      pino({}, 'abriu /confirmar-email?token=abc123'),
      'token de link',
    ],
    ['a session cookie', pino({}, 'cookie sc_session=abcDEF123'), 'cookie de sessão'],
    [
      'a sentence of an e-mail',
      pino({}, 'Recebemos um pedido para redefinir a senha da sua conta. O link vale por 1 hora'),
      'texto de e-mail',
    ],
  ])('finds %s', (_name, line, kind) => {
    const leaks = findLeaks(`${CLEAN}\n${line}`, known);
    expect(leaks.map((leak) => leak.kind)).toContain(kind);
    expect(leaks.every((leak) => leak.line === CLEAN.split('\n').length + 1)).toBe(true);
  });

  it('allows a token in the outbox line only', () => {
    const leaks = findLeaks(pino({ to: 'ana@exemplo.com.br' }, `Enviado: ${LINK}`), known);
    expect(leaks).toEqual([{ line: 1, kind: 'token de link', found: TOKEN }]);
  });
});

describe('the secrets of a run', () => {
  it("are read from the specs' sources: every password and phone they type", () => {
    const { passwords, phones } = collectSpecSecrets(specSources());
    expect(passwords).toEqual(
      expect.arrayContaining([
        'e2e-Admin-Senha-Forte-1',
        'Senha-Forte-123',
        'Nova-Senha-789',
        'Joana-Senha-Propria-7',
      ]),
    );
    expect(passwords).not.toContain('Senha atual');
    expect(passwords.filter((password) => password.includes('/'))).toEqual([]);
    expect(phones).toEqual(expect.arrayContaining(['64999992000', '6436312000']));
  });

  it('and from the e-mails the server wrote: link tokens and sentences', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'sc-redaction-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: '"Saúde Conveniada" <nao-responda@localhost>',
      outboxDir,
      log: { info: () => {} },
      logLinks: true,
    });
    const context = { appName: 'Saúde Conveniada', appUrl: 'http://127.0.0.1:3351' };
    await mailer.send(mailTemplates.passwordReset(context, 'ana@exemplo.com.br', 'Ana', LINK));
    const [file] = readdirSync(outboxDir);
    const { tokens, bodyFragments } = emlSecrets(readFileSync(join(outboxDir, file!), 'utf8'));
    expect(new Set(tokens)).toEqual(new Set([TOKEN]));
    expect(bodyFragments).toEqual(
      expect.arrayContaining([
        'Recebemos um pedido para redefinir a senha da sua conta.',
        'O link vale por 1 hora e só pode ser usado uma vez.',
        'Se você não fez esta solicitação, ignore este e-mail.',
      ]),
    );
    expect(bodyFragments.join('\n')).not.toContain('token=');
  });
});

describe('checkLogRedaction', () => {
  it('fails a log that holds an e-mail sentence and passes the same log without it', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sc-redaction-'));
    const outboxDir = join(dir, 'outbox');
    mkdirSync(outboxDir);
    const mailer = createMailer({
      smtpUrl: undefined,
      from: '"Saúde Conveniada" <nao-responda@localhost>',
      outboxDir,
      log: { info: () => {} },
      logLinks: true,
    });
    const context = { appName: 'Saúde Conveniada', appUrl: 'http://127.0.0.1:3351' };
    await mailer.send(mailTemplates.confirmEmail(context, 'bia@exemplo.com.br', 'Bia', LINK));
    const logFile = join(dir, 'server.log');

    writeFileSync(logFile, `${CLEAN}\n`);
    expect(checkLogRedaction(logFile, outboxDir)).toMatchObject({ leaks: [], mails: 1 });

    const body = 'Confirme seu e-mail para ativar sua conta. O link vale por 48 horas.';
    writeFileSync(logFile, `${CLEAN}\n${pino({ text: `Recebemos seu cadastro. ${body}` }, 'x')}\n`);
    const { leaks } = checkLogRedaction(logFile, outboxDir);
    expect(leaks.map((leak) => leak.found)).toEqual([
      'Confirme seu e-mail para ativar sua conta.',
      'O link vale por 48 horas.',
    ]);
    expect(new Set(leaks.map((leak) => leak.kind))).toEqual(new Set(['texto de e-mail']));
  });
});
