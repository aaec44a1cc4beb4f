import type { BadgeTone } from '@/components/ui/badge';
import { localDayTime } from '@/lib/i18n/dates';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import type { DeliveryStatus, OrderAddress, OrderPaymentStatus } from '@/lib/orders/types';

/**
 * How the order screens (shopper and admin) show an order's state: badge colours and labels of its statuses,
 * the step of its progress, its date. Plain functions, no React, so they are tested on their own.
 */

export type OrderStatus = DeliveryStatus | OrderPaymentStatus;

// Completed and delivered green, pending yellow, shipped and partly refunded blue, failed and cancelled red, refunded
// grey (docs/decisions.md, Screens).
const STATUS_TONES: Record<string, BadgeTone> = {
  completed: 'green',
  partially_refunded: 'blue',
  refunded: 'grey',
  delivered: 'green',
  pending: 'yellow',
  shipped: 'blue',
  failed: 'red',
  cancelled: 'red',
};

/** The badge colour of a payment or delivery status; anything else is plain grey. */
export function statusTone(status: string): BadgeTone {
  return Object.hasOwn(STATUS_TONES, status) ? STATUS_TONES[status]! : 'grey';
}

/** 'shipped' → 'Shipped', 'partially_refunded' → 'Partially refunded' (English; the screens use `statusKey`). */
export function statusLabel(status: string): string {
  return status ? status[0]!.toUpperCase() + status.slice(1).replaceAll('_', ' ') : 'Unknown';
}

// The statuses with a label in `orders.status`.
const STATUS_KEYS = {
  pending: 'pending',
  completed: 'completed',
  failed: 'failed',
  partially_refunded: 'partiallyRefunded',
  refunded: 'refunded',
  shipped: 'shipped',
  delivered: 'delivered',
  cancelled: 'cancelled',
} as const;

export type StatusKey = (typeof STATUS_KEYS)[keyof typeof STATUS_KEYS] | 'unknown';

/**
 * The key in `orders.status` of a payment or delivery status's label ('partially_refunded' → 'partiallyRefunded',
 * '' → 'unknown'); null for a status the shop does not know, which is shown as `statusLabel` writes it.
 */
export function statusKey(status: string): StatusKey | null {
  if (!status) return 'unknown';
  return Object.hasOwn(STATUS_KEYS, status) ? STATUS_KEYS[status as keyof typeof STATUS_KEYS] : null;
}

/** The shopper's page of one order, by its 'ORD-...' number. */
export const orderPath = (orderNumber: string) => `/ordershow/${encodeURIComponent(orderNumber)}`;

/** The progress indicator shows only these three (pending → shipped → delivered; cancelled replaces it). */
export const PROGRESS_STEPS = ['pending', 'shipped', 'delivered'] as const satisfies readonly DeliveryStatus[];

/** The index in PROGRESS_STEPS of the order's current step, or null when it has none (cancelled). */
export function progressStep(status: DeliveryStatus): number | null {
  const index = (PROGRESS_STEPS as readonly string[]).indexOf(status);
  return index === -1 ? null : index;
}

export type StepState = 'done' | 'current' | 'upcoming';

/** Each step before the current one is done; the ones after it are still to come. */
export function stepState(step: number, current: number): StepState {
  if (step < current) return 'done';
  return step === current ? 'current' : 'upcoming';
}

// Sri Lankan time wherever the server (or the browser) runs. Assembled from parts with fixed separators, so the
// server's and the browser's text are the same (ICU versions differ in spaces and commas) and hydration agrees.
const dateParts = new Intl.DateTimeFormat('en-LK', {
  timeZone: 'Asia/Colombo',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});

/** '23 Nov 2026, 6:13 PM' in Asia/Colombo; in Sinhala and Tamil '2026 නොවැ 23, 18:13' (lib/i18n/dates.ts). */
export function formatOrderDate(instant: Date | string, locale: Locale = DEFAULT_LOCALE): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  if (locale !== DEFAULT_LOCALE) return localDayTime(date, locale);
  const part = Object.fromEntries(dateParts.formatToParts(date).map(({ type, value }) => [type, value]));
  return `${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${String(part.dayPeriod).toUpperCase()}`;
}

/** Whether the order carries a delivery address at all (every field blank: 'Address not found'). */
export function hasDeliveryAddress(address: OrderAddress | null | undefined): boolean {
  return !!address && Object.values(address).some((value) => typeof value === 'string' && value.trim() !== '');
}
