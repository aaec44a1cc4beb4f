import { apiFetch } from '@/lib/http/api-client';

/** The receipt is asked for up to 10 times, 1 second apart (docs/decisions.md, Payments). */
export const RECEIPT_ATTEMPTS = 10;
export const RECEIPT_INTERVAL_MS = 1000;

type ReceiptPolling = {
  /** One GET /api/payments/receipt/{id}: the receipt URL, or null while there is none. */
  fetchReceipt?: (paymentIntentId: string) => Promise<string | null>;
  wait?: (ms: number) => Promise<void>;
  /** False once the page is gone: polling stops. */
  isActive?: () => boolean;
};

async function fetchReceiptUrl(paymentIntentId: string): Promise<string | null> {
  const result = await apiFetch(`/api/payments/receipt/${encodeURIComponent(paymentIntentId)}`);
  const url = result.body.receipt_url;
  return result.ok && typeof url === 'string' && url ? url : null;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The payment's receipt URL, asked for until it exists (Stripe creates the charge's receipt a moment after the
 * payment); null after the last attempt or when polling was stopped.
 */
export async function pollReceiptUrl(
  paymentIntentId: string,
  { fetchReceipt = fetchReceiptUrl, wait = sleep, isActive = () => true }: ReceiptPolling = {},
): Promise<string | null> {
  for (let attempt = 1; attempt <= RECEIPT_ATTEMPTS && isActive(); attempt += 1) {
    const url = await fetchReceipt(paymentIntentId);
    if (url) return url;
    if (attempt < RECEIPT_ATTEMPTS) await wait(RECEIPT_INTERVAL_MS);
  }
  return null;
}
