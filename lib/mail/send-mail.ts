import 'server-only';
import nodemailer, { type Transporter } from 'nodemailer';
import { config } from '@/lib/config';

/** `messageId` ('<...@...>') names a mail that may be sent more than once (the outbox), so a resend can be recognised. */
export type Mail = { to: string; subject: string; text: string; html: string; messageId?: string };
export type MailResult = { sent: true } | { sent: false; reason: string };

// A reply waits at most this long for the mail server; a slower send goes on in the background and is logged.
const REPLY_WAIT_MS = 5000;

let transporter: Transporter | undefined;

function smtpTransport(url: string): Transporter {
  transporter ??= nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return transporter;
}

/** Forgets the SMTP connection (tests point SMTP_URL at a new server). */
export function resetMailTransport(): void {
  transporter?.close();
  transporter = undefined;
}

/**
 * Sends a mail and waits for the mail server's answer however long it takes (within the transport's timeouts): for
 * the outbox, which must know whether the server took the mail. Never throws.
 */
export async function deliverMail(mail: Mail): Promise<MailResult> {
  const { smtpUrl, from } = config().mail;
  if (!smtpUrl) {
    // No SMTP configured: the operator reads mail in the server log (development and tests).
    console.log(`[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n${mail.text}\n[mail] ---`);
    return { sent: true };
  }
  try {
    await smtpTransport(smtpUrl).sendMail({ from, ...mail });
    return { sent: true };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    console.error(`[mail] sending "${mail.subject}" to ${mail.to} failed: ${reason}`);
    return { sent: false, reason };
  }
}

/** Sends a mail; never throws, never keeps a reply waiting longer than REPLY_WAIT_MS. */
export async function sendMail(mail: Mail): Promise<MailResult> {
  const delivery = deliverMail(mail);
  const timeout = new Promise<MailResult>((resolve) =>
    setTimeout(() => resolve({ sent: false, reason: 'the mail server is slow; still trying' }), REPLY_WAIT_MS).unref(),
  );
  return Promise.race([delivery, timeout]);
}
