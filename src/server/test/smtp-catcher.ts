import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; raw: string; subject: string; text: string };

/** Undoes quoted-printable: soft line breaks and =XX escapes (UTF-8). */
export function decodeQuotedPrintable(input: string): string {
  const joined = input.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i] ?? ''));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeSubject(raw: string): string {
  const line = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  // Folded lines are joined, and the space between two encoded words is not text (RFC 2047).
  return line
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?Q\?(.*?)\?=/gi, (_match, text: string) =>
      decodeQuotedPrintable(text.replaceAll('_', ' ')),
    );
}

/**
 * A real SMTP server on 127.0.0.1 that keeps what it receives: tests read the product's e-mails
 * the way a person's mail client would, through SMTP_URL, never through a mock.
 */
export async function startSmtpCatcher() {
  const mails: CaughtMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((address) => address.address),
          raw,
          subject: decodeSubject(raw),
          text: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as { port: number };
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    /** Mails sent to `address`, oldest first. */
    to: (address: string) => mails.filter((mail) => mail.to.includes(address)),
    /** The first link to `path` in the newest mail to `address`. */
    linkTo(address: string, path: string): string {
      const mail = mails.filter((item) => item.to.includes(address)).at(-1);
      const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const match = mail?.text.match(
        new RegExp(`https?://[^\\s"<>]*${escaped}\\?token=[A-Za-z0-9_-]+`),
      );
      if (!match) throw new Error(`no ${path} link in mail to ${address}`);
      return match[0];
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpCatcher = Awaited<ReturnType<typeof startSmtpCatcher>>;
