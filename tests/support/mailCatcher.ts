import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface CaughtMail {
  to: string;
  subject: string;
  text: string;
  /** The first link in the text part. */
  link: string;
}

/**
 * A local SMTP server started by a test: it accepts every message (no TLS, no login), parses it
 * with mailparser and keeps it, so the test reads the mail the portal sent and follows its link.
 */
export interface MailCatcher {
  smtpUrl: string;
  /** Resolves with the next message to `to` not taken yet (waits for it to arrive). */
  next(to: string): Promise<CaughtMail>;
  /** Messages to `to` not taken yet. */
  pending(to: string): CaughtMail[];
  stop(): Promise<void>;
}

export async function startMailCatcher(): Promise<MailCatcher> {
  const inbox: CaughtMail[] = [];
  const waiters: { to: string; resolve: (mail: CaughtMail) => void }[] = [];
  const deliver = (mail: CaughtMail) => {
    const index = waiters.findIndex((waiter) => waiter.to === mail.to);
    if (index >= 0) waiters.splice(index, 1)[0]!.resolve(mail);
    else inbox.push(mail);
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          const text = parsed.text ?? "";
          const link = /https?:\/\/\S+/.exec(text)?.[0] ?? "";
          for (const recipient of session.envelope.rcptTo) deliver({ to: recipient.address.toLowerCase(), subject: parsed.subject ?? "", text, link });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    next(to) {
      const address = to.toLowerCase();
      const index = inbox.findIndex((mail) => mail.to === address);
      if (index >= 0) return Promise.resolve(inbox.splice(index, 1)[0]!);
      return new Promise((resolve) => waiters.push({ to: address, resolve }));
    },
    pending: (to) => inbox.filter((mail) => mail.to === to.toLowerCase()),
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
