import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import messages from '@/messages/en.json';
import {
  formatOrderDate,
  hasDeliveryAddress,
  PROGRESS_STEPS,
  progressStep,
  statusKey,
  statusLabel,
  statusTone,
  stepState,
} from './order-display';

describe('status badge colours', () => {
  it.each([
    ['completed', 'green'],
    ['delivered', 'green'],
    ['pending', 'yellow'],
    ['shipped', 'blue'],
    ['failed', 'red'],
    ['cancelled', 'red'],
  ] as const)('%s is %s', (status, tone) => expect(statusTone(status)).toBe(tone));

  it.each(['refunded', '', 'toString', '__proto__'])('anything else (%j) is plain grey', (status) =>
    expect(statusTone(status)).toBe('grey'),
  );

  it('labels a status with a capital', () => {
    expect(statusLabel('shipped')).toBe('Shipped');
    expect(statusLabel('')).toBe('Unknown');
  });

  it('names the label of each known status in the catalogue, the same words in English', () => {
    const t = createTranslator({ locale: 'en', messages, namespace: 'orders.status' });
    for (const status of ['pending', 'completed', 'failed', 'partially_refunded', 'refunded', 'shipped', 'delivered', 'cancelled', '']) {
      expect(t(statusKey(status)!)).toBe(statusLabel(status));
    }
    expect(statusKey('on_hold')).toBeNull();
    expect(statusKey('toString')).toBeNull();
  });
});

describe('order progress', () => {
  it('shows only pending, shipped and delivered', () => {
    expect(PROGRESS_STEPS).toEqual(['pending', 'shipped', 'delivered']);
  });

  it('marks the step of the delivery status', () => {
    expect(progressStep('pending')).toBe(0);
    expect(progressStep('shipped')).toBe(1);
    expect(progressStep('delivered')).toBe(2);
  });

  it('has no step for a cancelled order', () => {
    expect(progressStep('cancelled')).toBeNull();
  });

  it('counts the steps before the current one as done and the later ones as to come', () => {
    expect([0, 1, 2].map((step) => stepState(step, 1))).toEqual(['done', 'current', 'upcoming']);
    expect([0, 1, 2].map((step) => stepState(step, 2))).toEqual(['done', 'done', 'current']);
  });
});

describe('order date', () => {
  it('is Sri Lankan time (UTC+05:30), 12-hour', () => {
    expect(formatOrderDate('2026-11-23T12:43:23.000Z')).toBe('23 Nov 2026, 6:13 PM');
    expect(formatOrderDate('2026-01-04T20:05:00.000Z')).toBe('5 Jan 2026, 1:35 AM');
  });

  it('is empty for a date it cannot read', () => {
    expect(formatOrderDate('not a date')).toBe('');
    expect(formatOrderDate('not a date', 'si')).toBe('');
  });

  it('is the same English text when the locale is named', () => {
    expect(formatOrderDate('2026-11-23T12:43:23.000Z', 'en')).toBe('23 Nov 2026, 6:13 PM');
  });

  it('is written in Sinhala and Tamil from fixed parts (the same text on the server and in any browser), in Sri Lankan time', () => {
    const instant = new Date('2026-11-23T12:43:23.000Z');
    expect(formatOrderDate(instant, 'si')).toBe('2026 නොවැ 23, 18:13');
    expect(formatOrderDate(instant, 'ta')).toBe('23 நவ. 2026, 18:13');
    expect(formatOrderDate('2026-01-01T00:05:00.000Z', 'si')).toBe('2026 ජන 1, 05:35');
  });
});

describe('delivery address', () => {
  const address = { name: 'Nimal', mobile: '0771234567', addressLine: '12 Galle Road', city: 'Colombo', state: 'Western', pincode: '00300', country: 'Sri Lanka' };

  it('is there when any field is filled', () => {
    expect(hasDeliveryAddress(address)).toBe(true);
    expect(hasDeliveryAddress({ ...address, name: '', mobile: '', addressLine: '', state: '', pincode: '', country: '' })).toBe(true);
  });

  it('is not found when missing or blank', () => {
    expect(hasDeliveryAddress(null)).toBe(false);
    expect(hasDeliveryAddress(undefined)).toBe(false);
    expect(hasDeliveryAddress({ name: ' ', mobile: '', addressLine: '', city: '', state: '', pincode: '', country: '' })).toBe(false);
  });
});
