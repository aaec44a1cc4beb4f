import { describe, expect, it } from 'vitest';
import { notificationOrderHref } from './order-href';

describe('notificationOrderHref', () => {
  it("leads a shopper to their order's page", () => {
    expect(notificationOrderHref('user', 'ORD-1A2B')).toBe('/ordershow/ORD-1A2B');
  });

  it('leads an admin to the Orders screen searched for the order', () => {
    expect(notificationOrderHref('admin', 'ORD-1A2B')).toBe('/admin/orders?search=ORD-1A2B');
  });

  it('keeps an odd id inside its parameter or path segment', () => {
    expect(notificationOrderHref('user', 'ORD-1/../x')).toBe('/ordershow/ORD-1%2F..%2Fx');
    expect(notificationOrderHref('admin', 'ORD-1&page=2')).toBe('/admin/orders?search=ORD-1%26page%3D2');
  });
});
