import type { Mail } from './send-mail';

/** The shop's account mails, as plain text and simple HTML. */

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

export function verificationMail(to: string, name: string, link: string): Mail {
  return mail(to, 'Verify your e-mail for Lanka Shop', [
    `Hello ${name},`,
    `Welcome to Lanka Shop! Please confirm your e-mail address by opening this link within 10 minutes:`,
    link,
    'If you did not create an account, you can ignore this mail.',
  ]);
}

export function passwordResetOtpMail(to: string, name: string, otp: string): Mail {
  return mail(to, 'Your Lanka Shop password reset code', [
    `Hello ${name},`,
    `Your one-time code is ${otp}. It is valid for 10 minutes.`,
    'If you did not ask to reset your password, ignore this mail: your password stays the same.',
  ]);
}

export function passwordChangedMail(to: string, name: string): Mail {
  return mail(to, 'Your Lanka Shop password was changed', [
    `Hello ${name},`,
    'The password of your Lanka Shop account was just changed, and every device was signed out.',
    'If this was not you, reset your password now with "Forgot password" on the login page, and contact us.',
  ]);
}
