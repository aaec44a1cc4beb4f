/**
 * Without SMTP_URL the shop writes mail to its log: right for development, but in production
 * shoppers would never get their codes and receipts, so start-up says so in one line the operator cannot miss.
 */
export const MAIL_TO_LOG_WARNING =
  'WARNING: SMTP_URL is not set, so mail (verification codes, password resets, receipts) is only written to this log and never reaches shoppers. Set SMTP_URL and MAIL_FROM.';

export function warnIfMailGoesToLog(mail: { smtpUrl?: string }, production: boolean, warn: (line: string) => void = console.warn): void {
  if (production && !mail.smtpUrl) warn(`[shop] ${MAIL_TO_LOG_WARNING}`);
}
