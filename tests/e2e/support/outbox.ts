import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * scripts/e2e-server.ts runs without SMTP_URL: every e-mail is an .eml file in its data folder's
 * outbox (playwright.config.ts names the folder of this run's server in E2E_DATA_DIR).
 */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));
const OUTBOX_DIR = join(repoRoot, process.env.E2E_DATA_DIR ?? '.tmp/e2e/data', 'outbox');

/** Quoted-printable: '=\n' is a soft line break, '=3D' a byte in hex (UTF-8 text). */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

function splitHeaders(entity: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(entity);
  if (!match) return { headers: entity, body: '' };
  return {
    headers: entity.slice(0, match.index),
    body: entity.slice(match.index + match[0].length),
  };
}

function header(headers: string, name: string): string {
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  const match = new RegExp(`^${name}:\\s*(.*)$`, 'im').exec(unfolded);
  return match?.[1]?.trim() ?? '';
}

/** The decoded text of every part of a MIME entity (nodemailer: multipart/alternative). */
function textsOf(entity: string): string[] {
  const { headers, body } = splitHeaders(entity);
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(header(headers, 'Content-Type'))?.[1];
  if (boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textsOf(part.replace(/^\r?\n/, '')));
  }
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  if (encoding === 'base64')
    return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  return [body];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

interface WaitOptions {
  /** Only messages written at or after this time (ms since epoch). */
  since?: number;
  timeoutMs?: number;
}

/**
 * Waits for the newest e-mail to `to` whose text `find` recognises, and returns what `find`
 * returned for it (the decoded text of each MIME part is given in turn).
 */
async function waitForEmail(
  to: string,
  find: (text: string) => string | undefined,
  description: string,
  { since = 0, timeoutMs = 15_000 }: WaitOptions = {},
): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const names = await readdir(OUTBOX_DIR).catch(() => [] as string[]);
    // Files are named '{Date.now()}-{random}-{subject}.eml': newest first.
    const candidates = names
      .filter((name) => name.endsWith('.eml') && Number(name.split('-')[0]) >= since)
      .sort((a, b) => Number(b.split('-')[0]) - Number(a.split('-')[0]));
    for (const name of candidates) {
      const raw = await readFile(join(OUTBOX_DIR, name), 'utf8');
      if (!header(splitHeaders(raw).headers, 'To').toLowerCase().includes(to.toLowerCase()))
        continue;
      const found = textsOf(raw).map(find).find(Boolean);
      if (found) return found;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nenhum e-mail para ${to} com ${description} em ${timeoutMs} ms.`);
}

/**
 * Waits for the newest e-mail to `to` and returns the first link in it to `path`
 * ('/confirmar-email', '/reset-password'), token included.
 */
export function waitForEmailLink(to: string, path: string, options: WaitOptions = {}) {
  const linkPattern = new RegExp(`https?://[^\\s"'<>]+${escapeRegExp(path)}\\?token=[\\w-]+`);
  return waitForEmail(to, (text) => linkPattern.exec(text)?.[0], `link para ${path}`, options);
}

/** Waits for the newest e-mail to `to` that contains `phrase`, and returns that part's text. */
export function waitForEmailWith(to: string, phrase: string, options: WaitOptions = {}) {
  return waitForEmail(
    to,
    (text) => (text.includes(phrase) ? text : undefined),
    `"${phrase}"`,
    options,
  );
}
