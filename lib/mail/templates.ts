import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { mailTranslator } from './mail-messages';
import type { Mail } from './send-mail';

/** The shop's account mails, as plain text and simple HTML, in the recipient's language (messages: `mail`). */

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

function mail(to: string, subject: string, paragraphs: string[]): Mail {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\nLanka Shop`,
    html: `${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('')}<p>Lanka Shop</p>`,
  };
}

export function verificationMail(to: string, name: string, link: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = mailTranslator(locale);
  const paragraphs = [t('hello', { name }), t('verification.welcome'), link, t('verification.ignore')];
  return mail(to, t('verification.subject'), paragraphs);
}

export function passwordResetOtpMail(to: string, name: string, otp: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = mailTranslator(locale);
  return mail(to, t('resetOtp.subject'), [t('hello', { name }), t('resetOtp.code', { otp }), t('resetOtp.ignore')]);
}

export function passwordChangedMail(to: string, name: string, locale: Locale = DEFAULT_LOCALE): Mail {
  const t = mailTranslator(locale);
  const paragraphs = [t('hello', { name }), t('passwordChanged.changed'), t('passwordChanged.notYou')];
  return mail(to, t('passwordChanged.subject'), paragraphs);
}
