/**
 * Runs once when a web server process starts (Next.js instrumentation): the live notifications' delivery loop and
 * the sweep of expired stock holds (both claim their work in PostgreSQL, so several instances can run them).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return;
  const { startNotificationDelivery } = await import('@/lib/notifications/delivery');
  startNotificationDelivery();
  const { startHoldSweep } = await import('@/lib/orders/holds');
  startHoldSweep();
}
