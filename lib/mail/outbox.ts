import 'server-only';
import type { Db } from '@/lib/db/client';
import type { Prisma } from '@/lib/generated/prisma/client';
import { type OrderMailFacts, orderMailSubject } from './order-mail-facts';

/**
 * The order e-mails' outbox (docs/decisions.md, Order e-mails): enqueueMail only stores, inside the caller's
 * transaction, so a rolled-back change mails nothing and nothing in the transaction waits on a mail server. The
 * sender (outbox-sender.ts) renders and sends what was committed. Kept apart from the sender so that the code placing
 * orders never loads the renderer.
 */

export type OutboxMail = {
  orderId: string;
  to: string;
  facts: OrderMailFacts;
  /** One mail per event: a second enqueue with the same key (a retried request, a repeated status) stores nothing. */
  dedupeKey: string;
};

export async function enqueueMail(db: Db, mail: OutboxMail): Promise<void> {
  await db.orderMail.createMany({
    data: [
      {
        kind: mail.facts.kind,
        orderId: mail.orderId,
        to: mail.to,
        subject: orderMailSubject(mail.facts),
        facts: mail.facts as unknown as Prisma.InputJsonValue,
        dedupeKey: mail.dedupeKey,
      },
    ],
    skipDuplicates: true,
  });
}
