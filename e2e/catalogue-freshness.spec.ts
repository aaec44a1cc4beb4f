import { randomBytes } from 'node:crypto';
import { type APIRequestContext, expect, type PlaywrightWorkerArgs } from '@playwright/test';
import type { TestAccount } from './support/accounts';
import { E2E_ADMIN } from './support/environment';
import { apiAs, BASE_URL, testWithShopper } from './support/shop-api';

/**
 * The storefront's pages are built from cached catalogue reads (lib/catalog/cached.ts, expired by tag), and two
 * promises hold whatever the caching does: every change is visible on the next request after it commits, and nothing
 * personal ever enters a cached page. Checked over plain HTTP against the production server, as a search engine or
 * a guest's first visit sees the pages: no browser, no client-side refetch that could hide a stale server render.
 *
 * Each test places a product of its own, in a category and subcategory of its own (so its listing is one product,
 * never paged away), asks for its pages once as a guest so that the cache holds them, makes one change, and asks
 * again at once: no waiting, no retry, since "eventually" is not the promise.
 */

type Player = PlaywrightWorkerArgs['playwright'];

const test = testWithShopper('Fresh').extend<
  { placed: PlacedProduct },
  { admin: APIRequestContext }
>({
  admin: [
    async ({ playwright }, provide) => {
      const admin = await apiAs(playwright, E2E_ADMIN);
      await provide(admin);
      await admin.dispose();
    },
    { scope: 'worker' },
  ],
  // `provide`, not `use`: the React hooks lint rule takes a call of `use` for React's use().
  placed: async ({ admin }, provide) => {
    const placed = await placeProduct(admin);
    await provide(placed);
    // The delete test has removed the product already (404): the rest goes whatever happened.
    await admin.delete(`/api/products/delete/${placed.id}`);
    await admin.delete(`/api/subcategory/delete/${placed.subcategoryId}`);
    await admin.delete('/api/category/delete', { data: { name: placed.categoryName } });
  },
});

// One shopper for the file (testWithShopper): the tests run one after another in one worker.
test.describe.configure({ mode: 'default' });

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });

/**
 * A word no other product has, for a keyword search that finds this product alone. It has digits: the search guesses
 * misspellings only for words of letters, so a search for a renamed product's old word cannot find it by a guess.
 */
const uniqueWord = () => `fw${randomBytes(4).toString('hex')}7`;

/** The product as the admin form sends it: an update sends every field again. */
type ProductFields = {
  name: string;
  categoryId: string;
  sub_categoryId: string;
  unit: string;
  stock: string;
  price: string;
  description: string;
};

type PlacedProduct = {
  id: string;
  word: string;
  fields: ProductFields;
  image: string;
  categoryName: string;
  subcategoryId: string;
  subcategoryName: string;
};

type ProductReply = { _id: string; name: string; image: string[] };

const FIRST_PRICE = { rupees: '1250', shown: 'Rs. 1,250.00' };
const STOCK = 2;

async function placeProduct(admin: APIRequestContext): Promise<PlacedProduct> {
  const tag = randomBytes(4).toString('hex');
  const categoryName = `Freshness ${tag}`;
  const category = await admin.post('/api/category/create', { multipart: { name: categoryName, image: png('category.png') } });
  expect(category.status(), await category.text()).toBe(201);
  const categoryId = ((await category.json()) as { data: { _id: string } }).data._id;

  const subcategoryName = `Kettles ${tag}`;
  const subcategory = await admin.post('/api/subcategory/create', {
    multipart: { name: subcategoryName, categoryId, image: png('subcategory.png') },
  });
  expect(subcategory.status(), await subcategory.text()).toBe(201);
  const subcategoryId = ((await subcategory.json()) as { data: { _id: string } }).data._id;

  const word = uniqueWord();
  const fields: ProductFields = {
    name: `Kettle ${word}`,
    categoryId,
    sub_categoryId: subcategoryId,
    unit: 'pack',
    stock: String(STOCK),
    price: FIRST_PRICE.rupees,
    description: 'A kettle for the storefront freshness checks.',
  };
  const created = await admin.post('/api/products/create', { multipart: { ...fields, images: png('first.png') } });
  expect(created.status(), await created.text()).toBe(201);
  const product = ((await created.json()) as { data: ProductReply }).data;
  expect(product.image).toHaveLength(1);
  return { id: product._id, word, fields, image: product.image[0]!, categoryName, subcategoryId, subcategoryName };
}

/** The admin's update: every field as it is, but for `changes`. */
async function updateProduct(
  admin: APIRequestContext,
  placed: PlacedProduct,
  changes: Partial<ProductFields>,
  images: Record<string, string | ReturnType<typeof png>> = {},
): Promise<ProductReply> {
  const reply = await admin.put(`/api/products/update/${placed.id}`, { multipart: { ...placed.fields, ...changes, ...images } });
  expect(reply.status(), await reply.text()).toBe(200);
  return ((await reply.json()) as { data: ProductReply }).data;
}

type Fetched = { status: number; html: string; cacheControl: string };

async function fetchPage(context: APIRequestContext, path: string): Promise<Fetched> {
  const reply = await context.get(path, { maxRedirects: 0 });
  return { status: reply.status(), html: await reply.text(), cacheControl: reply.headers()['cache-control'] ?? '' };
}

/** The page as a guest's first visit gets it: a request context of its own, without any cookie. */
async function asGuest(playwright: Player, path: string): Promise<Fetched> {
  const guest = await playwright.request.newContext({ baseURL: BASE_URL });
  try {
    return await fetchPage(guest, path);
  } finally {
    await guest.dispose();
  }
}

/** A request context signed in the way a browser is: the session cookie of a login (pages read no bearer token). */
async function signedIn(playwright: Player, account: Pick<TestAccount, 'email' | 'password'>): Promise<APIRequestContext> {
  const context = await playwright.request.newContext({ baseURL: BASE_URL });
  const login = await context.post('/api/user/login', { data: { email: account.email, password: account.password } });
  expect(login.status(), await login.text()).toBe(200);
  return context;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** What a reader of the HTML sees: no scripts (the RSC payload), no markup, entities decoded, spaces collapsed. */
function textOf(html: string): string {
  return html
    .replace(/<script\b[\s\S]*?<\/script>/gi, ' ')
    .replace(/<style\b[\s\S]*?<\/style>/gi, ' ')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#x27|#39|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

/** The text of the page's one h1. */
function headingOf(html: string): string {
  const headings = [...html.matchAll(/<h1\b[^>]*>([\s\S]*?)<\/h1>/g)];
  expect(headings, 'one h1').toHaveLength(1);
  return textOf(headings[0]![1]!);
}

/** The product page's review count beside the stars (the link to the reviews), e.g. '1 review'. */
function reviewCountOf(html: string): string {
  const link = /<a\b[^>]*href="#reviews"[^>]*>([\s\S]*?)<\/a>/.exec(html);
  expect(link, 'the link to the reviews').not.toBeNull();
  return textOf(link![1]!);
}

/** The HTML of the product's card in a listing (the <article> around its link), or null when it is not listed. */
function cardOf(html: string, productId: string): string | null {
  const link = html.indexOf(`href="/product/${productId}"`);
  if (link < 0) return null;
  const start = html.lastIndexOf('<article', link);
  const end = html.indexOf('</article>', link);
  expect(start, 'the card around the link').toBeGreaterThanOrEqual(0);
  expect(end, 'the end of the card').toBeGreaterThan(link);
  return html.slice(start, end + '</article>'.length);
}

/** The ids the API's keyword search answers for a word (a fresh word finds only the test's product). */
async function apiKeywordIds(context: APIRequestContext, word: string): Promise<string[]> {
  const reply = await context.get(`/api/products/filter?keyword=${encodeURIComponent(word)}`);
  expect(reply.status()).toBe(200);
  return ((await reply.json()) as { data: { _id: string }[] }).data.map((product) => product._id);
}

const productPath = (placed: PlacedProduct) => `/product/${placed.id}`;
const subcategoryPath = (placed: PlacedProduct) => `/subcategory/${placed.subcategoryId}`;
const searchPath = (word: string) => `/shop?keyword=${encodeURIComponent(word)}`;

/** The product page as a guest gets it: found, with its text. */
async function productPage(playwright: Player, placed: PlacedProduct): Promise<{ html: string; text: string }> {
  const page = await asGuest(playwright, productPath(placed));
  expect(page.status, `GET ${productPath(placed)}`).toBe(200);
  return { html: page.html, text: textOf(page.html) };
}

/** The product's card on a listing page as a guest gets it; the test fails when the product is not listed. */
async function listedCard(playwright: Player, path: string, placed: PlacedProduct): Promise<{ html: string; text: string; page: string }> {
  const page = await asGuest(playwright, path);
  expect(page.status, `GET ${path}`).toBe(200);
  const card = cardOf(page.html, placed.id);
  expect(card, `the card of ${placed.fields.name} on ${path}`).not.toBeNull();
  return { html: card!, text: textOf(card!), page: page.html };
}

/** The two listings the product is on: its subcategory, and the shop's search for its word. */
async function listings(playwright: Player, placed: PlacedProduct, word = placed.word) {
  return [await listedCard(playwright, subcategoryPath(placed), placed), await listedCard(playwright, searchPath(word), placed)];
}

/**
 * Asks for the product's pages once as a guest, so that the caches hold them as they are now, and checks they show
 * the product as placed (the later checks then see a change, not a first render).
 */
async function warmCaches(playwright: Player, placed: PlacedProduct) {
  const page = await productPage(playwright, placed);
  expect(headingOf(page.html)).toBe(placed.fields.name);
  expect(page.text).toContain(`Price: ${FIRST_PRICE.shown}`);
  expect(page.text).toContain(`In stock: ${STOCK} × pack`);
  expect(reviewCountOf(page.html)).toBe('0 reviews');
  expect(page.html).toContain(placed.image);
  for (const card of await listings(playwright, placed)) {
    expect(card.text).toContain(placed.fields.name);
    expect(card.text).toContain(FIRST_PRICE.shown);
    expect(card.text).toContain('(0 reviews)');
    expect(card.text).not.toContain('Out of stock');
    expect(card.html).toContain(`src="${placed.image}"`);
  }
}

test.describe('every change shows on the next request after it commits', () => {
  test("an admin's new price shows at once on the product page, its subcategory and the search", async ({ playwright, admin, placed }) => {
    await warmCaches(playwright, placed);
    await updateProduct(admin, placed, { price: '1480.5' });

    const page = await productPage(playwright, placed);
    expect(page.text).toContain('Price: Rs. 1,480.50');
    expect(page.text).not.toContain(FIRST_PRICE.shown);
    for (const card of await listings(playwright, placed)) {
      expect(card.text).toContain('Rs. 1,480.50');
      expect(card.text).not.toContain(FIRST_PRICE.shown);
    }
  });

  test("an admin's new name shows at once, the search finds the new name's word and no longer the old one", async ({
    playwright,
    admin,
    placed,
  }) => {
    await warmCaches(playwright, placed);
    const newWord = uniqueWord();
    const newName = `Teapot ${newWord}`;
    // Asked for before the rename too: the empty result of the new word's search must not be kept either.
    const before = await asGuest(playwright, searchPath(newWord));
    expect(cardOf(before.html, placed.id)).toBeNull();
    expect(await apiKeywordIds(admin, placed.word)).toEqual([placed.id]);
    await updateProduct(admin, placed, { name: newName });
    // The API's cached keyword lists follow too.
    expect(await apiKeywordIds(admin, placed.word)).toEqual([]);
    expect(await apiKeywordIds(admin, newWord)).toEqual([placed.id]);

    const page = await productPage(playwright, placed);
    expect(headingOf(page.html)).toBe(newName);
    // Nowhere on the page, the title included.
    expect(page.text).not.toContain(placed.word);
    for (const card of await listings(playwright, placed, newWord)) {
      expect(card.text).toContain(newName);
      expect(card.text).not.toContain(placed.word);
    }
    const oldSearch = await asGuest(playwright, searchPath(placed.word));
    expect(oldSearch.status).toBe(200);
    expect(cardOf(oldSearch.html, placed.id), `the search for the old word '${placed.word}'`).toBeNull();
  });

  test("an admin's new image shows at once on the product page and on the product's cards", async ({ playwright, admin, placed }) => {
    await warmCaches(playwright, placed);
    // One empty existingImages keeps none of the saved images: the new upload replaces the first.
    const updated = await updateProduct(admin, placed, {}, { existingImages: '', images: png('second.png') });
    expect(updated.image).toHaveLength(1);
    const image = updated.image[0]!;
    expect(image).not.toBe(placed.image);

    const page = await productPage(playwright, placed);
    expect(page.html).toContain(`src="${image}"`);
    // Neither the gallery, nor the JSON-LD, nor the page's data still names the replaced image.
    expect(page.html).not.toContain(placed.image);
    for (const card of await listings(playwright, placed)) {
      expect(card.html).toContain(`src="${image}"`);
      expect(card.page).not.toContain(placed.image);
    }
  });

  test("a shopper's order of the whole stock shows the product out of stock at once", async ({ playwright, shopper, placed }) => {
    await warmCaches(playwright, placed);
    const order = await shopper.api.post('/api/order/create', {
      data: {
        mode: 'buy_now',
        paymentMethod: 'cod',
        delivery_address: shopper.addressId,
        product_details: [{ productId: placed.id, quantity: STOCK }],
      },
    });
    expect(order.status(), await order.text()).toBe(201);

    const page = await productPage(playwright, placed);
    expect(page.text).toContain('Out of stock');
    expect(page.text).not.toContain('In stock:');
    for (const card of await listings(playwright, placed)) expect(card.text).toContain('Out of stock');
  });

  test("a shopper's order of one unit shows the exact stock at once in the API's keyword search", async ({ playwright, shopper, placed }) => {
    // The API's keyword lists are cached too (lib/catalog/cached.ts), and show a product's exact stock.
    const guest = await playwright.request.newContext({ baseURL: BASE_URL });
    const listed = async () => {
      const reply = await guest.get(`/api/products/filter?keyword=${placed.word}`);
      expect(reply.status()).toBe(200);
      const { data } = (await reply.json()) as { data: { _id: string; stock: number }[] };
      return data.find((product) => product._id === placed.id)?.stock;
    };
    expect(await listed()).toBe(STOCK);
    expect(await listed()).toBe(STOCK);
    const order = await shopper.api.post('/api/order/create', {
      data: { mode: 'buy_now', paymentMethod: 'cod', delivery_address: shopper.addressId, product_details: [{ productId: placed.id, quantity: 1 }] },
    });
    expect(order.status(), await order.text()).toBe(201);
    expect(await listed()).toBe(STOCK - 1);
    await guest.dispose();
  });

  test("a shopper's new review shows at once on the product page, and its count on the product's cards", async ({
    playwright,
    shopper,
    placed,
  }) => {
    await warmCaches(playwright, placed);
    const comment = `Boils fast and pours clean ${randomBytes(4).toString('hex')}`;
    const review = await shopper.api.post('/api/reviews/create', { data: { productId: placed.id, rating: 4, comment } });
    expect(review.status(), await review.text()).toBe(201);

    const page = await productPage(playwright, placed);
    expect(page.text).toContain(comment);
    expect(page.text).toContain(shopper.account.name);
    expect(page.text).toContain('Based on 1 review');
    expect(reviewCountOf(page.html)).toBe('1 review');
    // The cards' figures are the cached product's (the page reads its reviews per request): the cache must follow.
    for (const card of await listings(playwright, placed)) {
      expect(card.text).toContain('(1 review)');
      expect(card.text).not.toContain('(0 reviews)');
    }
  });

  test("an admin's delete takes the product off at once: its page is not found and no listing shows it", async ({
    playwright,
    admin,
    placed,
  }) => {
    await warmCaches(playwright, placed);
    const deleted = await admin.delete(`/api/products/delete/${placed.id}`);
    expect(deleted.status(), await deleted.text()).toBe(200);

    const page = await asGuest(playwright, productPath(placed));
    expect(page.status).toBe(404);
    // Not in the markup nor in the page's data: nothing of the deleted product is served.
    expect(page.html).not.toContain(placed.fields.name);

    const subcategory = await asGuest(playwright, subcategoryPath(placed));
    expect(subcategory.status).toBe(200);
    expect(cardOf(subcategory.html, placed.id)).toBeNull();
    expect(textOf(subcategory.html)).toContain(`No products in ${placed.subcategoryName}`);

    const search = await asGuest(playwright, searchPath(placed.word));
    expect(search.status).toBe(200);
    expect(cardOf(search.html, placed.id)).toBeNull();
  });
});

/** The header's markup (desktop bar and mobile menu): where a signed-in visitor's links and cart count show. */
function headerOf(html: string): string {
  const header = /<header\b[\s\S]*?<\/header>/.exec(html);
  expect(header, 'the page header').not.toBeNull();
  return header![0];
}

/** The header's links only a signed-in visitor has: the account or admin area, notifications. */
const SIGNED_IN_LINKS = ['href="/dashboard"', 'href="/dashboard/notifications"', 'href="/admin"', 'href="/admin/notifications"'];
/** The cart badge's words for screen readers, '(1 item)': a guest's cart count is never shown. */
const CART_COUNT = /\(\d+ items?\)/;

/** Who the context is signed in as: its id, after checking it is the account expected. */
async function signedInId(context: APIRequestContext, email: string): Promise<string> {
  const me = await context.get('/api/user/me');
  expect(me.status(), await me.text()).toBe(200);
  const { data } = (await me.json()) as { data: { _id: string; email: string } };
  expect(data.email).toBe(email);
  return data._id;
}

test('nothing personal enters a cached page: after a shopper and an admin, a guest gets the guest pages', async ({
  playwright,
  shopper,
  placed,
}) => {
  // Something of the shopper's own for a header to show: a cart of one item.
  const added = await shopper.api.post('/api/cart/create', { data: { productId: placed.id, quantity: 1 } });
  expect(added.status(), await added.text()).toBe(201);

  const paths = [
    '/',
    '/shop',
    productPath(placed),
    subcategoryPath(placed),
    '/about',
    `/category/${encodeURIComponent(placed.categoryName)}`,
  ];
  const shopperPages = await signedIn(playwright, shopper.account);
  const adminPages = await signedIn(playwright, E2E_ADMIN);
  try {
    // The pages below are asked for with these sessions (their cookies), not as guests by mistake.
    const shopperId = await signedInId(shopperPages, shopper.account.email);
    const adminId = await signedInId(adminPages, E2E_ADMIN.email);
    const personal = [shopper.account.name, shopper.account.email, shopperId, E2E_ADMIN.email, adminId];

    for (const path of paths) {
      // Signed in first, so that a cache that kept a signed-in render would hand it to the guest next.
      for (const [who, context] of [
        ['the shopper', shopperPages],
        ['the admin', adminPages],
      ] as const) {
        const signedInPage = await fetchPage(context, path);
        expect(signedInPage.status, `GET ${path} as ${who}`).toBe(200);
        // No shared cache (a CDN, a proxy) may keep what a session was sent.
        expect(signedInPage.cacheControl, `Cache-Control of ${path} as ${who}`).toContain('private');
        expect(signedInPage.cacheControl, `Cache-Control of ${path} as ${who}`).toContain('no-store');
      }

      const guestPage = await asGuest(playwright, path);
      expect(guestPage.status, `GET ${path} as a guest`).toBe(200);
      // Anywhere in the HTML, the page's data included: names, e-mails and ids of the two sessions.
      for (const secret of personal) expect(guestPage.html, `${path} as a guest`).not.toContain(secret);
      const header = headerOf(guestPage.html);
      expect(header, `${path} as a guest offers Login`).toContain('href="/login"');
      expect(header, `${path} as a guest offers Register`).toContain('href="/register"');
      for (const link of SIGNED_IN_LINKS) expect(header, `${path} as a guest`).not.toContain(link);
      expect(textOf(header), `${path} as a guest has no cart count`).not.toMatch(CART_COUNT);
    }
  } finally {
    await shopperPages.dispose();
    await adminPages.dispose();
  }
});
