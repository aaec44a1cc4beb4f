/**
 * Runs once when a web server process starts (Next.js instrumentation): the live notifications' delivery loop, the
 * sweep of expired stock holds and the order e-mails' sender (each claims its work in PostgreSQL, so several
 * instances can run them).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startNotificationDelivery } = await import('@/lib/notifications/delivery');
  startNotificationDelivery();
  const { startHoldSweep } = await import('@/lib/orders/holds');
  startHoldSweep();
  const { startMailDelivery } = await import('@/lib/mail/outbox-sender');
  startMailDelivery();
}
