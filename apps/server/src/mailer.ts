import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
}
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Sends through SMTP when `SMTP_URL` is set; otherwise writes the mail to the server log. */
export function createMailer(smtpUrl: string | null, log: FastifyBaseLogger): Mailer {
  if (!smtpUrl) {
    return {
      async send(mail) {
        log.info({ mail }, 'e-mail (no SMTP_URL set, written to the log instead)');
      },
    };
  }
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from: 'Taikai <no-reply@taikai.local>', ...mail });
    },
  };
}

/** Keeps mails in memory; for tests. */
export class MemoryMailer implements Mailer {
  readonly sent: Mail[] = [];
  async send(mail: Mail): Promise<void> {
    this.sent.push(mail);
  }
}
