import type { Courier, DeliveryStatus, Order } from './types';

/**
 * Fulfilment (docs/decisions.md, Orders): shipping records the courier and the tracking number, and the order keeps
 * when it was shipped and delivered. Pure: the admin's ship form and the order pages use these rules too.
 */

export const MAX_COURIER_NAME = 60;
export const MAX_TRACKING_NUMBER = 60;
export const COURIER_REQUIRED = 'Choose the courier to ship the order';
export const TRACKING_NUMBER_REQUIRED = 'Enter the tracking number to ship the order';
export const COURIER_NAME_MESSAGE = 'Courier name must be 1-60 characters';
export const TRACKING_NUMBER_MESSAGE = 'Tracking number must be 1-60 letters, digits, spaces or dashes';
export const SHIPMENT_WITHOUT_SHIPPING = "courier and tracking_number are sent with delivery_status 'shipped'";

export const TRACKING_NUMBER_PATTERN = /^[A-Za-z0-9 -]{1,60}$/;
export const TRACKING_PLACEHOLDER = '{tracking}';
export const TRACKING_URL_MESSAGE = `Tracking URL must be an http or https address containing ${TRACKING_PLACEHOLDER}, at most 300 characters`;

/** Names as stored: trimmed, any run of white space (a pasted line break) as one space. */
export const tidyName = (text: string) => text.trim().replace(/\s+/g, ' ');

/** The courier list's key: names are unique regardless of letter case. */
export const courierKey = (name: string) => tidyName(name).toLowerCase();

/** The courier of the list an order's courier name stands for (any letter case), if it is listed. */
export function listedCourier(couriers: Courier[], name: string | null): Courier | undefined {
  return name === null ? undefined : couriers.find((courier) => courierKey(courier.name) === courierKey(name));
}

type Shipment = { courier?: string; trackingNumber?: string };

/** Why a change's shipment is refused: shipping needs both, and they come with nothing but shipping. */
export function shipmentProblem(deliveryStatus: DeliveryStatus | undefined, shipment: Shipment): string | null {
  if (deliveryStatus === 'shipped') {
    if (shipment.courier === undefined) return COURIER_REQUIRED;
    if (shipment.trackingNumber === undefined) return TRACKING_NUMBER_REQUIRED;
    return null;
  }
  return shipment.courier !== undefined || shipment.trackingNumber !== undefined ? SHIPMENT_WITHOUT_SHIPPING : null;
}

export type Fulfilment = Pick<Order, 'courier' | 'trackingNumber' | 'shippedAt' | 'deliveredAt'>;

/**
 * The fulfilment columns a move to `next` writes (absent ones stay):
 * - shipped: the courier and tracking number given (a correction when it already was shipped); shipped_at now, or
 *   kept when it was shipped or delivered already; delivered_at cleared (a delivery recorded by mistake).
 * - delivered: delivered_at now (kept when it already was); an order delivered without being marked shipped (by hand,
 *   or the step was skipped) has left the shop at that moment too, so shipped_at is set as well, without a courier.
 * - pending: it has not left the shop, so everything is cleared (a shipment recorded by mistake).
 * - cancelled: all is kept, the record of a parcel that was sent and came back.
 */
export function fulfilmentAfter(current: Fulfilment & Pick<Order, 'deliveryStatus'>, next: DeliveryStatus, shipment: Shipment, now: Date): Partial<Fulfilment> {
  const wasSent = current.deliveryStatus === 'shipped' || current.deliveryStatus === 'delivered';
  switch (next) {
    case 'shipped':
      return {
        courier: shipment.courier ?? null,
        trackingNumber: shipment.trackingNumber ?? null,
        shippedAt: (wasSent && current.shippedAt) || now,
        deliveredAt: null,
      };
    case 'delivered':
      return {
        shippedAt: current.shippedAt ?? now,
        deliveredAt: (current.deliveryStatus === 'delivered' && current.deliveredAt) || now,
      };
    case 'pending':
      return { courier: null, trackingNumber: null, shippedAt: null, deliveredAt: null };
    case 'cancelled':
      return {};
  }
}

/** Whether `template` is a tracking page address: http(s), with the placeholder where the tracking number goes. */
export function isTrackingUrlTemplate(template: string): boolean {
  if (template.length > 300 || !template.includes(TRACKING_PLACEHOLDER)) return false;
  try {
    const url = new URL(template.replaceAll(TRACKING_PLACEHOLDER, 'X'));
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}

/** The link to a parcel's tracking page, or null without a template or a tracking number. */
export function trackingLink(template: string | null, trackingNumber: string | null): string | null {
  if (!template || !trackingNumber) return null;
  return template.replaceAll(TRACKING_PLACEHOLDER, encodeURIComponent(trackingNumber));
}
