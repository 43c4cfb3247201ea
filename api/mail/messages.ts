import type { MailMessage } from "./mailer.ts";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A short message with one link: the same words as text and as HTML. */
function linkMessage(to: string, subject: string, lines: string[], action: string, link: string, after: string): MailMessage {
  const text = [...lines, "", `${action}: ${link}`, "", after].join("\n");
  const html = [
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(action)}</a></p>`,
    `<p style="color:#666">${escapeHtml(after)}</p>`,
  ].join("\n");
  return { to, subject, text, html, link };
}

export function passwordResetMessage(portalName: string, to: string, link: string, expiresInMinutes: number): MailMessage {
  return linkMessage(
    to,
    `Reset your ${portalName} password`,
    [`Someone (we hope you) asked to reset the password of your ${portalName} account.`, `The link works once, for ${expiresInMinutes} minutes.`],
    "Choose a new password",
    link,
    "If you did not ask for this, ignore this message: your password stays as it is.",
  );
}

export function verificationMessage(portalName: string, to: string, link: string, expiresInHours: number): MailMessage {
  return linkMessage(
    to,
    `Confirm your email address for ${portalName}`,
    [`Please confirm that ${to} is the email address of your ${portalName} account.`, `The link works for ${expiresInHours} hours.`],
    "Confirm my email address",
    link,
    `If you did not create an account on ${portalName}, ignore this message.`,
  );
}
