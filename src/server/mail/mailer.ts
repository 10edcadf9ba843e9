import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { foldAccents } from '../../shared/text.ts';

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link of the message, printed in the log in outbox mode outside production. */
  link?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

type MailLog = { info(object: object, message: string): void };

/** The start of the log line of a message written to the outbox. */
export const OUTBOX_LOG_MESSAGE = 'E-mail gravado na caixa de saída';

/**
 * E-mail over SMTP_URL (nodemailer). Without it, each message is written to DATA_DIR/outbox as
 * an .eml file and, when `logLinks` (NODE_ENV is not production), its link printed in the log, so
 * a newcomer can confirm an account or reset a password locally. That line is the only one that
 * may carry a token (docs/security.md); in production a link in the log would
 * let whoever reads the log take over the account, so there the .eml file is the only copy.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
  logLinks: boolean;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    return {
      send: async (message) => {
        await transport.sendMail({ from: options.from, ...withoutLink(message) });
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    send: async (message) => {
      const info = await transport.sendMail({ from: options.from, ...withoutLink(message) });
      await mkdir(options.outboxDir, { recursive: true });
      const name = `${Date.now()}-${randomBytes(3).toString('hex')}-${slug(message.subject)}.eml`;
      const file = join(options.outboxDir, name);
      await writeFile(file, info.message as Buffer);
      options.log.info(
        { file, to: message.to },
        `${OUTBOX_LOG_MESSAGE}: "${message.subject}"${options.logLinks && message.link ? ` — link: ${message.link}` : ''}`,
      );
    },
    close: () => transport.close(),
  };
}

function withoutLink(message: MailMessage) {
  return { to: message.to, subject: message.subject, text: message.text, html: message.html };
}

function slug(text: string): string {
  return foldAccents(text)
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 40);
}
