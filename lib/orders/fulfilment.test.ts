import { describe, expect, it } from 'vitest';
import {
  COURIER_REQUIRED,
  courierKey,
  fulfilmentAfter,
  isTrackingUrlTemplate,
  listedCourier,
  SHIPMENT_WITHOUT_SHIPPING,
  shipmentProblem,
  TRACKING_NUMBER_REQUIRED,
  trackingLink,
} from './fulfilment';
import { courierSchema, shipmentSchema, updateOrderSchema } from './schemas';
import type { DeliveryStatus } from './types';

const now = new Date('2026-06-15T06:30:00.000Z');
const earlier = new Date('2026-06-14T04:00:00.000Z');
const shipment = { courier: 'Domex', trackingNumber: 'DX-1' };
const firstIssue = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

const order = (deliveryStatus: DeliveryStatus, fields: Partial<{ courier: string; trackingNumber: string; shippedAt: Date; deliveredAt: Date }> = {}) => ({
  deliveryStatus,
  courier: fields.courier ?? null,
  trackingNumber: fields.trackingNumber ?? null,
  shippedAt: fields.shippedAt ?? null,
  deliveredAt: fields.deliveredAt ?? null,
});

describe('shipmentProblem', () => {
  it('shipping needs the courier, then the tracking number', () => {
    expect(shipmentProblem('shipped', {})).toBe(COURIER_REQUIRED);
    expect(shipmentProblem('shipped', { trackingNumber: 'DX-1' })).toBe(COURIER_REQUIRED);
    expect(shipmentProblem('shipped', { courier: 'Domex' })).toBe(TRACKING_NUMBER_REQUIRED);
    expect(shipmentProblem('shipped', shipment)).toBeNull();
  });

  it('nothing but shipping takes them', () => {
    for (const status of ['pending', 'delivered', 'cancelled', undefined] as const) {
      expect(shipmentProblem(status, shipment)).toBe(SHIPMENT_WITHOUT_SHIPPING);
      expect(shipmentProblem(status, { courier: 'Domex' })).toBe(SHIPMENT_WITHOUT_SHIPPING);
      expect(shipmentProblem(status, {})).toBeNull();
    }
  });
});

describe('fulfilmentAfter', () => {
  it('shipping records the shipment now and clears a delivery', () => {
    expect(fulfilmentAfter(order('pending'), 'shipped', shipment, now)).toEqual({ ...shipment, shippedAt: now, deliveredAt: null });
  });

  it('shipping an order already sent corrects the shipment and keeps when it was shipped', () => {
    const sent = order('delivered', { courier: 'Citypak', trackingNumber: 'C-1', shippedAt: earlier, deliveredAt: now });
    expect(fulfilmentAfter(sent, 'shipped', shipment, now)).toEqual({ ...shipment, shippedAt: earlier, deliveredAt: null });
    expect(fulfilmentAfter(order('shipped', { shippedAt: earlier }), 'shipped', shipment, now)).toMatchObject({ shippedAt: earlier });
  });

  it('shipping a cancelled order again is a new shipment', () => {
    expect(fulfilmentAfter(order('cancelled', { ...shipment, shippedAt: earlier }), 'shipped', shipment, now)).toMatchObject({ shippedAt: now });
  });

  it('delivered keeps the shipment and sets the delivery now, or keeps it when it was delivered already', () => {
    expect(fulfilmentAfter(order('shipped', { ...shipment, shippedAt: earlier }), 'delivered', {}, now)).toEqual({ shippedAt: earlier, deliveredAt: now });
    expect(fulfilmentAfter(order('delivered', { shippedAt: earlier, deliveredAt: earlier }), 'delivered', {}, now)).toEqual({
      shippedAt: earlier,
      deliveredAt: earlier,
    });
  });

  it('delivered straight from pending has left the shop at that moment too', () => {
    expect(fulfilmentAfter(order('pending'), 'delivered', {}, now)).toEqual({ shippedAt: now, deliveredAt: now });
  });

  it('pending clears everything; cancelled keeps everything', () => {
    const delivered = order('delivered', { ...shipment, shippedAt: earlier, deliveredAt: now });
    expect(fulfilmentAfter(delivered, 'pending', {}, now)).toEqual({ courier: null, trackingNumber: null, shippedAt: null, deliveredAt: null });
    expect(fulfilmentAfter(delivered, 'cancelled', {}, now)).toEqual({});
  });
});

describe('couriers and tracking links', () => {
  it('keys names by lower case with tidy spaces, and finds the listed courier of an order', () => {
    expect(courierKey('  Sri   Lanka POST ')).toBe('sri lanka post');
    const couriers = [{ id: 'c1', name: 'Sri Lanka Post', trackingUrl: null, position: 1 }];
    expect(listedCourier(couriers, 'sri lanka post')).toBe(couriers[0]);
    expect(listedCourier(couriers, 'Domex')).toBeUndefined();
    expect(listedCourier(couriers, null)).toBeUndefined();
  });

  it('accepts http(s) tracking pages with the placeholder', () => {
    expect(isTrackingUrlTemplate('https://example.lk/track?no={tracking}')).toBe(true);
    expect(isTrackingUrlTemplate('http://example.lk/t/{tracking}/status')).toBe(true);
    expect(isTrackingUrlTemplate('https://example.lk/track')).toBe(false);
    expect(isTrackingUrlTemplate('ftp://example.lk/{tracking}')).toBe(false);
    expect(isTrackingUrlTemplate('{tracking}')).toBe(false);
  });

  it('links the tracking number, encoded, only with a template and a number', () => {
    expect(trackingLink('https://example.lk/track?no={tracking}', 'DX 1-2')).toBe('https://example.lk/track?no=DX%201-2');
    expect(trackingLink(null, 'DX-1')).toBeNull();
    expect(trackingLink('https://example.lk/{tracking}', null)).toBeNull();
  });
});

describe('schemas', () => {
  it('updateOrderSchema tidies the courier and trims the tracking number; blank counts as not sent', () => {
    expect(updateOrderSchema.parse({ delivery_status: 'shipped', courier: ' Pronto\n Lanka ', tracking_number: ' PL 9-1 ' })).toMatchObject({
      deliveryStatus: 'shipped',
      courier: 'Pronto Lanka',
      trackingNumber: 'PL 9-1',
    });
    expect(updateOrderSchema.parse({ delivery_status: 'shipped', courier: ' ', tracking_number: null })).toMatchObject({
      courier: undefined,
      trackingNumber: undefined,
    });
  });

  it('shipmentSchema (the ship form) requires both, with the server’s messages', () => {
    expect(firstIssue(shipmentSchema.safeParse({ courier: '', tracking_number: 'DX-1' }))).toBe(COURIER_REQUIRED);
    expect(firstIssue(shipmentSchema.safeParse({ courier: 'Domex', tracking_number: '  ' }))).toBe(TRACKING_NUMBER_REQUIRED);
    expect(firstIssue(shipmentSchema.safeParse({ courier: 'Domex', tracking_number: 'DX_1' }))).toBe(
      'Tracking number must be 1-60 letters, digits, spaces or dashes',
    );
    expect(shipmentSchema.parse({ courier: 'Domex', tracking_number: 'DX-1' })).toEqual({ courier: 'Domex', tracking_number: 'DX-1' });
  });

  it('courierSchema reads form text: blank tracking URL is none, blank position is left out', () => {
    expect(courierSchema.parse({ name: ' Domex ', trackingUrl: ' ', position: '' })).toEqual({ name: 'Domex', trackingUrl: null, position: undefined });
    expect(courierSchema.parse({ name: 'Domex', position: ' 12 ' })).toEqual({ name: 'Domex', trackingUrl: null, position: 12 });
  });
});
