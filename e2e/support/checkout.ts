import { expect, type Locator, type Page } from '@playwright/test';
import { type Customer, productId } from './shop-api';
import { waitForHydration } from './wait-for-hydration';

/** A fact of a page's definition list (Order ID, Total, Courier...): the <dd> after the <dt> named `term`. */
export const fact = (scope: Page | Locator, term: string) =>
  scope.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

/**
 * Places a card order of one `product` through the cart, checkout and Proceed to Pay, and lands on /payment with
 * it (the page is the shopper's, logged in); returns its 'ORD-...' id.
 */
export async function placeCardOrder(page: Page, shopper: Customer, product: string): Promise<string> {
  expect((await shopper.api.delete('/api/cart/clear')).status()).toBe(200);
  const added = await shopper.api.post('/api/cart/create', { data: { productId: await productId(shopper.api, product), quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);
  await page.goto('/checkout');
  await waitForHydration(page);
  await expect(page.getByRole('radio', { name: /Nimal Perera/ })).toBeChecked();
  await page.getByRole('radio', { name: /Card/ }).check();
  await page.getByRole('button', { name: 'Proceed to Pay' }).click();
  await expect(page).toHaveURL('/payment');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete Payment' })).toBeVisible();
  const orderId = fact(page, 'Order ID');
  await expect(orderId).toHaveText(/^ORD-/);
  return (await orderId.textContent())!;
}
