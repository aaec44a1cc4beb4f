import { describe, expect, it } from 'vitest';
import { paymentStatusText, paymentStatusTone } from './payment-history';

describe('paymentStatusTone', () => {
  it('is green for succeeded, yellow for pending and red otherwise', () => {
    expect(paymentStatusTone('succeeded')).toBe('green');
    expect(paymentStatusTone('pending')).toBe('yellow');
    expect(paymentStatusTone('failed')).toBe('red');
    expect(paymentStatusTone('canceled')).toBe('red');
  });
});

describe('paymentStatusText', () => {
  it("words the shop's three statuses from the messages and shows any other as it is", () => {
    const t = (key: string) => `<${key}>`;
    expect(paymentStatusText('succeeded', t)).toBe('<status.succeeded>');
    expect(paymentStatusText('failed', t)).toBe('<status.failed>');
    expect(paymentStatusText('requires_action', t)).toBe('requires_action');
  });
});
