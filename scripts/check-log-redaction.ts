// Reads a server log (JSON lines from pino, and whatever else the server printed) and reports
// what must never be there: passwords, CPF/CNPJ, phone numbers, e-mail bodies, link tokens and
// session cookies (docs/security.md). The browser tests run it on their
// server's log after every run (tests/e2e/support/log-redaction.ts); by hand:
//   node scripts/check-log-redaction.ts .tmp/e2e/server.log .tmp/e2e/data/outbox
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { OUTBOX_LOG_MESSAGE } from '../src/server/mail/mailer.ts';
import { isValidCpfCnpj } from '../src/shared/brazilian-data.ts';

export type Leak = { line: number; kind: string; found: string };

/** What the run is known to have typed or sent: looked for literally. */
export type KnownSecrets = {
  passwords: string[];
  /** Digits only. */
  phones: string[];
  /** The ?token= values of the links the server e-mailed. */
  tokens: string[];
  /** Sentences of the e-mails the server wrote. */
  bodyFragments: string[];
};

/** Keys whose value, when a string or a number, must be the logger's '[oculto]'. */
const SENSITIVE_KEY = /passw|senha|token|cpf|cnpj|phone|telefone|whatsapp|cookie|authorization/i;
const REDACTED = '[oculto]';

/** Patterns that are a leak wherever they appear, whatever the run typed. */
const PATTERNS: { kind: string; pattern: RegExp; valid?: (match: string) => boolean }[] = [
  { kind: 'CPF', pattern: /(?<![\w.])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\w.])/g },
  {
    kind: 'CNPJ',
    pattern: /(?<![\w.])[0-9A-Z]{2}\.[0-9A-Z]{3}\.[0-9A-Z]{3}\/[0-9A-Z]{4}-\d{2}(?![\w.])/g,
  },
  { kind: 'CNPJ', pattern: /(?<![\w.])[0-9A-Z]{12}\d{2}(?![\w.])/g, valid: isValidCpfCnpj },
  // Eleven bare digits are a CPF or a mobile number, ten a landline: either way, not for a log.
  { kind: 'CPF ou telefone', pattern: /(?<![\w.])\d{11}(?![\w.])/g },
  { kind: 'telefone', pattern: /(?<![\w.])\d{10}(?![\w.])/g },
  { kind: 'telefone', pattern: /\(\d{2}\)\s?\d{4,5}-?\d{4}(?!\d)/g },
  // The shape of generateTemporaryPassword() (src/server/auth/password.ts).
  {
    kind: 'senha temporária',
    pattern: /(?<![\w-])[a-hjkmnp-z2-9]{4}(?:-[a-hjkmnp-z2-9]{4}){3}(?![\w-])/g,
  },
  { kind: 'token de link', pattern: /[?&]token=(?!\[oculto\])[\w-]+/g },
  { kind: 'cookie de sessão', pattern: /sc_session=[^;\s"',]+/g },
];

function sensitiveFields(value: unknown, path: string[] = []): string[] {
  if (Array.isArray(value)) return value.flatMap((item) => sensitiveFields(item, path));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => {
    const here = [...path, key];
    const leaked =
      SENSITIVE_KEY.test(key) &&
      (typeof item === 'number' || (typeof item === 'string' && item !== REDACTED && item !== ''));
    return leaked ? [here.join('.')] : sensitiveFields(item, here);
  });
}

function parseJson(line: string): unknown {
  if (!line.startsWith('{')) return undefined;
  try {
    return JSON.parse(line);
  } catch {
    return undefined;
  }
}

/**
 * Every leak in `log`. The one line allowed a token is the outbox's 'E-mail gravado na caixa de
 * saída … link: …', which the server prints outside production so a newcomer can follow the link;
 * there only the tokens of the links it e-mailed are allowed, nothing else.
 */
export function findLeaks(log: string, known: KnownSecrets): Leak[] {
  const leaks: Leak[] = [];
  const phones = known.phones.filter((phone) => phone.length >= 10);
  log.split('\n').forEach((raw, index) => {
    const line = index + 1;
    const json = parseJson(raw) as { msg?: unknown } | undefined;
    const outboxLine = typeof json?.msg === 'string' && json.msg.startsWith(OUTBOX_LOG_MESSAGE);
    let text = raw;
    for (const token of known.tokens) {
      if (!text.includes(token)) continue;
      if (!outboxLine) leaks.push({ line, kind: 'token de link', found: token });
      text = text.replaceAll(`?token=${token}`, '?token=[oculto]').replaceAll(token, REDACTED);
    }
    for (const field of sensitiveFields(json)) {
      leaks.push({ line, kind: 'campo sensível', found: field });
    }
    for (const password of known.passwords) {
      if (text.includes(password)) leaks.push({ line, kind: 'senha', found: password });
    }
    const digits = text.replace(/[\s().-]/g, '');
    for (const phone of phones) {
      if (digits.includes(phone)) leaks.push({ line, kind: 'telefone', found: phone });
    }
    for (const fragment of known.bodyFragments) {
      if (text.includes(fragment)) leaks.push({ line, kind: 'texto de e-mail', found: fragment });
    }
    for (const { kind, pattern, valid } of PATTERNS) {
      for (const [match] of text.matchAll(pattern)) {
        if (!valid || valid(match)) leaks.push({ line, kind, found: match });
      }
    }
  });
  return leaks;
}

/** String literals of the browser specs' sources. */
function literals(source: string): string[] {
  return [...source.matchAll(/(['"`])((?:(?!\1)[^\\\n])*)\1/g)].map((match) => match[2] ?? '');
}

/**
 * The passwords and phone numbers the browser specs type, from their sources: a password there
 * is a literal of 8+ characters holding 'Senha' and a digit, not an address ('Senha-Forte-123',
 * 'e2e-Admin-Senha-Forte-1'), a phone one with an area code ('64999992000', '(64) 3631-2000').
 */
export function collectSpecSecrets(sources: string[]): Pick<KnownSecrets, 'passwords' | 'phones'> {
  const all = sources.flatMap(literals);
  const passwords = all.filter(
    (text) => /^[^\s/?=]{8,}$/.test(text) && /senha/i.test(text) && /\d/.test(text),
  );
  const phones = all
    .filter((text) => /^\(?\d{2}\)?\s?\d{4,5}-?\d{4}$/.test(text))
    .map((text) => text.replace(/\D/g, ''));
  return { passwords: [...new Set(passwords)], phones: [...new Set(phones)] };
}

/** Quoted-printable: '=\n' is a soft line break, '=3D' a byte in hex (UTF-8 text). */
function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/**
 * The link tokens and the sentences of one .eml the outbox holds (nodemailer writes its text and
 * HTML parts quoted-printable). Sentences of 20+ characters, once tags and links are taken out:
 * a shorter one ('Olá, Ana!') could match an unrelated log line.
 */
export function emlSecrets(eml: string): Pick<KnownSecrets, 'tokens' | 'bodyFragments'> {
  const decoded = decodeQuotedPrintable(eml);
  const tokens = [...decoded.matchAll(/[?&]token=([\w-]+)/g)].map((match) => match[1] ?? '');
  const body = decoded.slice(decoded.search(/\r?\n\r?\n/));
  const bodyFragments = body
    .split(/\r?\n/)
    .filter((line) => !/^(--|Content-[\w-]+:)/i.test(line))
    .map((line) =>
      line
        .replace(/<[^>]*>/g, ' ')
        .replace(/https?:\/\/\S+/g, ' ')
        .replace(/&[#\w]+;/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .flatMap((line) => line.split(/ — |(?<=[.!?])\s+/))
    .filter((sentence) => sentence.length >= 20);
  return { tokens, bodyFragments: [...new Set(bodyFragments)] };
}

function filesUnder(dir: string, keep: (name: string) => boolean): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names.flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(name) ? [path] : [];
  });
}

const root = fileURLToPath(new URL('..', import.meta.url));

/** The sources the browser specs type from: the specs, their helpers, the server they start. */
export function specSources(): string[] {
  return [
    ...filesUnder(join(root, 'tests/e2e'), (name) => name.endsWith('.ts')),
    join(root, 'scripts/e2e-server.ts'),
  ].map((file) => readFileSync(file, 'utf8'));
}

/** Checks `logFile` against the specs' secrets and every e-mail in `outboxDir`. */
export function checkLogRedaction(logFile: string, outboxDir: string) {
  const log = readFileSync(logFile, 'utf8');
  const mails = filesUnder(outboxDir, (name) => name.endsWith('.eml')).map((file) =>
    emlSecrets(readFileSync(file, 'utf8')),
  );
  const known: KnownSecrets = {
    ...collectSpecSecrets(specSources()),
    tokens: [...new Set(mails.flatMap((mail) => mail.tokens))],
    bodyFragments: [...new Set(mails.flatMap((mail) => mail.bodyFragments))],
  };
  const leaks = findLeaks(log, known);
  const lines = log.split('\n').filter(Boolean).length;
  return { leaks, lines, mails: mails.length, known };
}

/** The report of a failed check: where, what kind, and what (a test value, never a real one). */
export function leakReport(logFile: string, leaks: Leak[]): string {
  const shown = leaks
    .slice(0, 20)
    .map((leak) => `  linha ${leak.line}: ${leak.kind}: ${leak.found}`);
  const more = leaks.length > shown.length ? [`  … e mais ${leaks.length - shown.length}`] : [];
  return [
    `O log do servidor (${relative(root, logFile)}) contém dados que nunca devem ir para um log:`,
    ...shown,
    ...more,
  ].join('\n');
}

if (import.meta.main) {
  const [logFile, outboxDir] = process.argv.slice(2);
  if (!logFile) {
    console.error('Uso: node scripts/check-log-redaction.ts <arquivo de log> [pasta outbox]');
    process.exit(2);
  }
  const { leaks, lines, mails } = checkLogRedaction(logFile, outboxDir ?? '');
  if (leaks.length > 0) {
    console.error(leakReport(logFile, leaks));
    process.exit(1);
  }
  console.log(`${logFile}: ${lines} linhas, ${mails} e-mails conferidos; nada sensível no log.`);
}
