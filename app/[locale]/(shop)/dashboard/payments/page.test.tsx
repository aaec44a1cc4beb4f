import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { payment } from '@/tests/payment';
import type { PaymentPage } from '@/lib/payments/payment-lists';

/**
 * The shopper's Payment History as the server renders it, with the signed-in user and the list function stood in
 * (the list itself is tested in app/api/payments/lists.test.ts; the clicks in e2e/admin-payments-list.spec.ts).
 */

const listUserPayments = vi.fn<(userId: string, query: unknown) => Promise<PaymentPage>>();
vi.mock('@/lib/auth/current-user', () => ({ requireUser: async () => ({ id: 'user1' }) }));
vi.mock('@/lib/payments/payment-lists', () => ({ listUserPayments: (userId: string, query: unknown) => listUserPayments(userId, query) }));
vi.mock('next/navigation', () => ({ useRouter: () => ({ push: () => {}, prefetch: () => {}, refresh: () => {} }) }));

const { default: DashboardPaymentsPage } = await import('./page');

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim();
/** The href of the link whose text starts with `name`. */
const hrefOf = (html: string, name: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/g)].find((link) => text(link[2]!).startsWith(name))?.[1]?.replaceAll('&amp;', '&');

async function render(searchParams: Record<string, string>) {
  return renderToStaticMarkup(await DashboardPaymentsPage({ searchParams: Promise.resolve(searchParams) }));
}

describe('/dashboard/payments', () => {
  beforeEach(() => listUserPayments.mockReset());

  it('reads the search and the page of the address, and keeps the search in the pager and the export links', async () => {
    listUserPayments.mockResolvedValue({
      payments: [payment({ id: 'a', order: { id: 'order-a', number: 'ORD-2' } }), payment({ id: 'b', order: { id: 'order-b', number: 'ORD-1' } })],
      pagination: { page: 2, limit: 10, hasMore: true, total: 25 },
    });
    const html = await render({ search: ' Perera ', page: '2' });
    expect(listUserPayments).toHaveBeenCalledWith('user1', { search: 'Perera', page: 2, limit: 10 });
    // A GET form to this page with one field, `search`, labelled, holding the search; no page field (a search starts at page 1).
    expect(html).toMatch(/<form[^>]*action="\/dashboard\/payments"[^>]*>/);
    expect(html).toMatch(/<form[^>]*role="search"[^>]*aria-label="Payment search"/);
    expect(html).toMatch(/<label for="payment-search"[^>]*>Search payments<\/label>/);
    expect(html).toMatch(/<input id="payment-search"(?=[^>]*type="search")(?=[^>]*name="search")(?=[^>]*value="Perera")/);
    expect(html).not.toMatch(/name="page"/);
    expect(text(html)).toContain('25 payments found for “Perera”.');
    expect(hrefOf(html, 'Show all payments')).toBe('/dashboard/payments');
    expect(hrefOf(html, 'Previous')).toBe('/dashboard/payments?search=Perera');
    expect(hrefOf(html, 'Next')).toBe('/dashboard/payments?search=Perera&page=3');
    expect(hrefOf(html, 'Export CSV')).toBe('/api/payments/userpayments/export?search=Perera');
    expect(html).toContain('Your payments, page 2 of 3');
  });

  it('shows the first page of the search for a bad page', async () => {
    listUserPayments.mockResolvedValue({ payments: [payment()], pagination: { page: 1, limit: 10, hasMore: false, total: 1 } });
    const html = await render({ search: 'ord', page: 'zero' });
    expect(listUserPayments).toHaveBeenCalledWith('user1', { search: 'ord', page: 1, limit: 10 });
    expect(hrefOf(html, 'Export CSV')).toBe('/api/payments/userpayments/export?search=ord');
    expect(html).not.toContain('Payment pages');
  });

  it("says 'No payments found.' with no export when nothing matches", async () => {
    listUserPayments.mockResolvedValue({ payments: [], pagination: { page: 1, limit: 10, hasMore: false, total: 0 } });
    const html = await render({ search: 'zzz' });
    expect(text(html)).toContain('No payments found.');
    expect(text(html)).toContain('0 payments found for “zzz”.');
    expect(hrefOf(html, 'Export CSV')).toBeUndefined();
    const all = await render({});
    expect(hrefOf(all, 'Export CSV')).toBeUndefined();
    expect(text(all)).not.toContain('0 payments');
  });

  it('names an over-long search, reads nothing, and offers every payment', async () => {
    const html = await render({ search: 'x'.repeat(101) });
    expect(listUserPayments).not.toHaveBeenCalled();
    expect(html).toMatch(/role="alert"[^>]*>search must be at most 100 characters\. /);
    expect(hrefOf(html, 'Show all payments')).toBe('/dashboard/payments');
  });

  it('names a search with NUL (?search=%00) rather than sending it to the database', async () => {
    const html = await render({ search: 'kamal\u0000' });
    expect(listUserPayments).not.toHaveBeenCalled();
    expect(html).toMatch(/role="alert"[^>]*>search contains invalid characters\. /);
  });
});
