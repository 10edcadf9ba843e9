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
  /** The action link of the message, printed in the log in outbox mode. */
  link?: string;
};

export type Mailer = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

type MailLog = { info(object: object, message: string): void };

/**
 * E-mail over SMTP_URL (nodemailer). Without it, each message is written to DATA_DIR/outbox as
 * an .eml file and its link printed in the log, so a newcomer can confirm an account or reset a
 * password locally. Only in that mode does a link (with its token) reach the log, on purpose.
 */
export function createMailer(options: {
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: MailLog;
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
        `E-mail gravado na caixa de saída: "${message.subject}"${message.link ? ` — link: ${message.link}` : ''}`,
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
