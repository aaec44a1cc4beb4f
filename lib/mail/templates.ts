import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { mailTranslator } from './mail-messages';
import { MAIL_MAX_WIDTH, MAIL_VIEWPORT } from './responsive';
import type { Mail } from './send-mail';

/** The shop's account mails, as plain text and simple HTML, in the recipient's language (messages: `mail`). */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A whole HTML document, so a phone lays it out at its own width (a fragment is shown 980 px wide and shrunk). */
function mail(to: string, subject: string, paragraphs: string[], locale: Locale): Mail {
  const body = [...paragraphs, 'Lanka Shop'].map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('');
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nLanka Shop`,
    html:
      `<!DOCTYPE html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="${MAIL_VIEWPORT}">` +
      `<title>${escapeHtml(subject)}</title></head><body style="margin:0;padding:16px;font-family:Helvetica,Arial,sans-serif">` +
      // A long link wraps instead of widening the page.
      `<div style="max-width:${MAIL_MAX_WIDTH}px;margin:0 auto;overflow-wrap:anywhere">${body}</div></body></html>`,
  };
}

export function verificationMail(to: string, name: string, link: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = mailTranslator(locale);
  const paragraphs = [t('hello', { name }), t('verification.welcome'), link, t('verification.ignore')];
  return mail(to, t('verification.subject'), paragraphs, locale);
}

export function passwordResetOtpMail(to: string, name: string, otp: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = mailTranslator(locale);
  return mail(to, t('resetOtp.subject'), [t('hello', { name }), t('resetOtp.code', { otp }), t('resetOtp.ignore')], locale);
}

export function passwordChangedMail(to: string, name: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = mailTranslator(locale);
  const paragraphs = [t('hello', { name }), t('passwordChanged.changed'), t('passwordChanged.notYou')];
  return mail(to, t('passwordChanged.subject'), paragraphs, locale);
}
