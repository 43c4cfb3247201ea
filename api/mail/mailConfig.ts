import { ConfigError } from "../configError.ts";

/** How mail leaves the portal: an SMTP server, or (unset) the server log. */
export interface MailConfig {
  /** nodemailer's connection URL, e.g. smtps://user:pass@smtp.example:465 or smtp://localhost:2525. */
  smtpUrl: string;
  /** The From address, e.g. "Playden <no-reply@games.example>". */
  from: string;
}

/**
 * SMTP_URL, or SMTP_HOST with SMTP_PORT (587), SMTP_USER, SMTP_PASS and SMTP_SECURE (true: TLS
 * from the start, as on port 465); MAIL_FROM is required with either. Nothing set: undefined, and
 * links are written to the server log instead.
 */
export function readMailConfig(env: NodeJS.ProcessEnv): MailConfig | undefined {
  const url = env.SMTP_URL?.trim();
  const host = env.SMTP_HOST?.trim();
  const from = env.MAIL_FROM?.trim();
  if (!url && !host) {
    if (from) throw new ConfigError("MAIL_FROM is set but no SMTP server is: set SMTP_URL or SMTP_HOST too.");
    return undefined;
  }
  if (url && host) throw new ConfigError("Set SMTP_URL or SMTP_HOST, not both.");
  if (!from) throw new ConfigError('MAIL_FROM must be set with the SMTP server, e.g. MAIL_FROM="Playden <no-reply@games.example>".');
  let smtpUrl: string;
  if (url) {
    try {
      const parsed = new URL(url);
      if (parsed.protocol !== "smtp:" && parsed.protocol !== "smtps:") throw new Error("protocol");
    } catch {
      throw new ConfigError(`SMTP_URL must look like smtp://user:pass@host:587 or smtps://host:465, not "${url}".`);
    }
    smtpUrl = url;
  } else {
    const secure = env.SMTP_SECURE?.trim() === "true";
    const port = env.SMTP_PORT?.trim() || (secure ? "465" : "587");
    if (!/^\d{1,5}$/.test(port) || Number(port) > 65535) throw new ConfigError(`SMTP_PORT must be a port number, not "${port}".`);
    const user = env.SMTP_USER?.trim();
    const pass = env.SMTP_PASS ?? "";
    const credentials = user ? `${encodeURIComponent(user)}:${encodeURIComponent(pass)}@` : "";
    smtpUrl = `${secure ? "smtps" : "smtp"}://${credentials}${host}:${port}`;
  }
  return { smtpUrl, from };
}
