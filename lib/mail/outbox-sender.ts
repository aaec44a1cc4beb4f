import 'server-only';
import { config } from '@/lib/config';
import { backgroundLoop } from '@/lib/db/background-loop';
import { prisma } from '@/lib/db/client';
import type { OrderMailFacts } from './order-mail-facts';
import { renderOrderMail } from './order-mail';
import { deliverMail } from './send-mail';

/**
 * Sends the outbox's mails (outbox.ts) after their transactions commit, from every web process (instrumentation.ts).
 * A claim takes due rows with FOR UPDATE SKIP LOCKED and, in the same statement, counts the attempt and pushes
 * next_attempt_at a lease ahead, so no other instance takes them while they are being sent. A mail the server took is
 * marked sent; a refused one keeps the error and is due again after a back-off, until it is a day old.
 *
 * Exactly once, but for one edge: a process that dies after the server took the mail and before it was marked sent
 * leaves the row to be sent again when its lease ends. Each row's mail carries the same Message-ID on every attempt,
 * so mail clients that drop duplicates by Message-ID show it once.
 */

const POLL_INTERVAL_MS = 1000;
const BATCH = 10;
/** Longer than a batch can take to send: BATCH mails, each within nodemailer's timeouts (10 s to connect and greet, 20 s idle). */
const LEASE_MS = 15 * 60_000;
const MINUTE = 60_000;
/** After the 1st, 2nd and 3rd failed attempt; hourly after that. */
const BACK_OFF_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE];
const HOURLY_MS = 60 * MINUTE;
const GIVE_UP_AFTER_MS = 24 * 60 * MINUTE;

export const backOffAfter = (attempts: number) => BACK_OFF_MS[attempts - 1] ?? HOURLY_MS;

const messageIdOf = (id: string) => `<order-mail-${id}@${new URL(config().appUrl).hostname}>`;

async function sendOne(row: { id: string; to: string; subject: string; facts: unknown; html: string | null; text: string | null; attempts: number; createdAt: Date }) {
  // The claim's attempt count fences every write below: a row whose lease ran out and was claimed again is not ours.
  const ours = { id: row.id, attempts: row.attempts, sentAt: null };
  let reason: string;
  try {
    let { html, text } = row;
    if (html === null || text === null) {
      ({ html, text } = await renderOrderMail(row.facts as OrderMailFacts));
      await prisma.orderMail.updateMany({ where: ours, data: { html, text } });
    }
    const result = await deliverMail({ to: row.to, subject: row.subject, html, text, messageId: messageIdOf(row.id) });
    if (result.sent) {
      // last_error stays: the record that it took a retry.
      await prisma.orderMail.updateMany({ where: ours, data: { sentAt: new Date() } });
      return true;
    }
    reason = result.reason;
  } catch (error) {
    reason = error instanceof Error ? error.message : String(error);
  }
  const now = Date.now();
  if (now - row.createdAt.getTime() >= GIVE_UP_AFTER_MS) {
    console.error(`[mail] gave up on "${row.subject}" to ${row.to} after ${row.attempts} attempts: ${reason}`);
    await prisma.orderMail.updateMany({ where: ours, data: { failedAt: new Date(now), lastError: reason } });
  } else {
    await prisma.orderMail.updateMany({ where: ours, data: { nextAttemptAt: new Date(now + backOffAfter(row.attempts)), lastError: reason } });
  }
  return false;
}

/** Claims up to BATCH due mails, sends them one by one and returns how many were claimed. */
export async function deliverPendingMails(): Promise<number> {
  const claimed = await prisma.$queryRaw<{ id: string }[]>`
    UPDATE order_mails SET attempts = attempts + 1, next_attempt_at = now() + ${LEASE_MS} * interval '1 millisecond'
    WHERE id IN (
      SELECT id FROM order_mails WHERE sent_at IS NULL AND failed_at IS NULL AND next_attempt_at <= now()
      ORDER BY next_attempt_at LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
    RETURNING id`;
  if (claimed.length === 0) return 0;
  const rows = await prisma.orderMail.findMany({
    where: { id: { in: claimed.map((row) => row.id) } },
    orderBy: { createdAt: 'asc' },
    select: { id: true, to: true, subject: true, facts: true, html: true, text: true, attempts: true, createdAt: true },
  });
  for (const row of rows) await sendOne(row);
  return claimed.length;
}

// A burst goes out in consecutive batches.
const sender = backgroundLoop('mail outbox', POLL_INTERVAL_MS, async () => {
  while ((await deliverPendingMails()) === BATCH);
});

/** Starts this web server process's mail sender (instrumentation.ts). */
export const startMailDelivery = () => sender.start();
