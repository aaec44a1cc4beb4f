import { describe, expect, it, vi } from 'vitest';
import { pollReceiptUrl } from './receipt-polling';

const RECEIPT = 'https://pay.stripe.com/receipts/abc';

describe('pollReceiptUrl', () => {
  it('returns the receipt as soon as it exists, without waiting further', async () => {
    const fetchReceipt = vi.fn<(id: string) => Promise<string | null>>().mockResolvedValueOnce(null).mockResolvedValueOnce(RECEIPT);
    const wait = vi.fn(async () => {});
    await expect(pollReceiptUrl('pi_1', { fetchReceipt, wait })).resolves.toBe(RECEIPT);
    expect(fetchReceipt).toHaveBeenCalledTimes(2);
    expect(fetchReceipt).toHaveBeenCalledWith('pi_1');
    expect(wait.mock.calls).toEqual([[1000]]);
  });

  it('asks 10 times, 1 second apart, then gives up with null', async () => {
    const fetchReceipt = vi.fn(async () => null);
    const wait = vi.fn(async () => {});
    await expect(pollReceiptUrl('pi_1', { fetchReceipt, wait })).resolves.toBeNull();
    expect(fetchReceipt).toHaveBeenCalledTimes(10);
    expect(wait.mock.calls).toEqual(Array.from({ length: 9 }, () => [1000]));
  });

  it('stops when the page is gone', async () => {
    let active = true;
    const fetchReceipt = vi.fn(async () => {
      active = false;
      return null;
    });
    await expect(pollReceiptUrl('pi_1', { fetchReceipt, wait: async () => {}, isActive: () => active })).resolves.toBeNull();
    expect(fetchReceipt).toHaveBeenCalledTimes(1);
  });
});
