import { expect } from '@playwright/test';
import { test } from './support/test';
import { newAccount, submitLoginForm } from './support/accounts';
import { readFromMail } from './support/mailbox';
import { productId } from './support/shop-api';
import { expectToast } from './support/ui';
import { waitForHydration } from './support/wait-for-hydration';

const PRODUCT = 'Kithul Jaggery 500g'; // Rs 1,200.00, stock 30
/** The whole verification link, with the way back the shopper registered from. */
const VERIFICATION_LINK_WITH_RETURN = /(https?:\/\/\S+\/verify-email\?code=[\w-]+&callbackUrl=\S+)/;

/**
 * A guest shops before having an account: Add to Cart keeps the product in the browser, the header counts it, /cart
 * prices it on the server and asks to log in or register; register, the link from the mail and login all bring the
 * shopper back to /cart, where the product now is in the account's cart.
 */
test('a guest adds to the cart, registers, verifies, logs in and finds the product in the cart', async ({ page }) => {
  const id = await productId(page.request, PRODUCT);
  await page.goto(`/product/${id}`);
  await waitForHydration(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('2');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Added to cart', 'success');
  await expect(page).toHaveURL(`/product/${id}`);
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: /^Cart/ })).toContainText('(1 item)');
  // The account cart's limits hold in the browser too: 2 in the cart and a stock of 30 leave room for 28.
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('29');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'You can add only 28 more of this product to your cart', 'error');

  await header.getByRole('link', { name: /^Cart/ }).click();
  await expect(page).toHaveURL('/cart');
  const line = page.getByRole('listitem').filter({ hasText: PRODUCT });
  await expect(line.getByRole('status', { name: `Quantity of ${PRODUCT}` })).toHaveText('2');
  const summary = page.getByRole('region', { name: 'Order summary' });
  // Priced by the server: 2 × Rs 1,200.00 and the cart's delivery fee of Rs 10.
  await expect(summary).toContainText('Rs. 2,410.00');
  await expect(summary.getByRole('link', { name: 'Log in to check out' })).toHaveAttribute('href', '/login?callbackUrl=%2Fcart');
  await summary.getByRole('link', { name: 'Register' }).click();

  await expect(page).toHaveURL('/register?callbackUrl=%2Fcart');
  await waitForHydration(page);
  const account = newAccount('Guestcart');
  const form = page.getByRole('main');
  await form.getByLabel('Name', { exact: true }).fill(account.name);
  await form.getByLabel('Email', { exact: true }).fill(account.email);
  await form.getByLabel('Password', { exact: true }).fill(account.password);
  await form.getByLabel('Confirm password', { exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Register', exact: true }).click();
  await expect(page).toHaveURL('/login?callbackUrl=%2Fcart');

  const link = new URL(await readFromMail(account.email, VERIFICATION_LINK_WITH_RETURN));
  expect(link.searchParams.get('callbackUrl')).toBe('/cart');
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('main').getByRole('status')).toContainText('Email verified successfully');
  await expect(page).toHaveURL('/login?callbackUrl=%2Fcart');

  await waitForHydration(page);
  await submitLoginForm(page, account);
  await expect(page).toHaveURL('/cart');
  await expect(line.getByRole('status', { name: `Quantity of ${PRODUCT}` })).toHaveText('2');
  await expect(page.getByRole('region', { name: 'Order summary' }).getByRole('link', { name: 'Checkout' })).toBeVisible();
  const cart = await (await page.request.get('/api/cart/get')).json();
  expect(cart.data.map((item: { productId: { _id: string }; quantity: number }) => [item.productId._id, item.quantity])).toEqual([[id, 2]]);
  // The browser's cart went into the account's: the header counts the account's one line.
  await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toContainText('(1 item)');
});
