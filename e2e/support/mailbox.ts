import { expect } from '@playwright/test';
import { E2E_MAILBOX } from './environment';

export type CaughtMail = { to: string[]; subject: string; text: string };

/** Every mail caught for `address`, oldest first; `text` is the raw message (headers and parts, quoted-printable undone). */
export async function mailsTo(address: string): Promise<CaughtMail[]> {
  const response = await fetch(`http://127.0.0.1:${E2E_MAILBOX.httpPort}/messages?to=${encodeURIComponent(address)}`);
  return (await response.json()) as CaughtMail[];
}

/** Waits for the newest mail to `address` whose text matches `pattern` and returns the first capture group. */
export async function readFromMail(address: string, pattern: RegExp, afterCount = 0): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(async () => {
      const mails = (await mailsTo(address)).slice(afterCount);
      found = mails.reverse().map((mail) => mail.text.match(pattern)?.[1]).find(Boolean);
      return found;
    }, { message: `a mail to ${address} matching ${pattern}`, timeout: 15_000 })
    .toBeTruthy();
  return found!;
}

export async function countMails(address: string): Promise<number> {
  return (await mailsTo(address)).length;
}
