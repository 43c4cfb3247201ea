import { createTransport } from "nodemailer";
import type { MailConfig } from "./mailConfig.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The link the message is about: written to the log when no SMTP server is configured. */
  link: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * Sends through the configured SMTP server; with none, writes the subject and link to `log`, so
 * a portal run without mail still lets its operator reset a password. The recipient's address is
 * not written: logs hold no personal data beyond ids.
 */
export function createMailer(config: MailConfig | undefined, log: (line: string) => void): Mailer {
  if (!config) {
    return {
      async send(message) {
        log(`[mail] No SMTP server is configured (SMTP_URL or SMTP_HOST): "${message.subject}": ${message.link}`);
      },
    };
  }
  const transport = createTransport(config.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: config.from, to: message.to, subject: message.subject, text: message.text, html: message.html });
    },
  };
}
