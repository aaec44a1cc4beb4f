import type { AbstractIntlMessages } from 'next-intl';

/**
 * The namespaces that components running in the browser translate with; only these travel with a page, so the text
 * only the server renders (the information pages, metadata) stays on the server. Every page needs the storefront's
 * (its frame, the catalogue, the product page and its buy-now dialog); the account, sign-in and payment pages add
 * theirs (app/[locale]/(shop)/layout.tsx), and the admin area its own (app/[locale]/(shop)/admin/layout.tsx).
 */
const STOREFRONT_NAMESPACES = ['common', 'ui', 'layout', 'notifications', 'shop', 'product', 'reviews', 'contact', 'cart', 'checkout', 'address', 'orders'];
const ACCOUNT_NAMESPACES = [...STOREFRONT_NAMESPACES, 'auth', 'dashboard', 'payments'];
const ADMIN_NAMESPACES = [...ACCOUNT_NAMESPACES, 'admin'];

function pick(messages: AbstractIntlMessages, names: string[]): AbstractIntlMessages {
  const chosen: AbstractIntlMessages = {};
  for (const name of names) {
    const part = messages[name];
    if (part !== undefined) chosen[name] = part;
  }
  return chosen;
}

/**
 * The messages as base64 for the page's payload (components/layout/messages-provider.tsx decodes them). A page's HTML
 * then says only what the page shows: the words of the states it is not in ("Out of stock" on a product in stock, the
 * error texts) do not stand in it as text for a search of the page, a text check or a crawler to find.
 */
function encodeMessages(messages: AbstractIntlMessages): string {
  return Buffer.from(JSON.stringify(messages)).toString('base64');
}

export const storefrontMessages = (messages: AbstractIntlMessages) => encodeMessages(pick(messages, STOREFRONT_NAMESPACES));
export const accountMessages = (messages: AbstractIntlMessages) => encodeMessages(pick(messages, ACCOUNT_NAMESPACES));
export const adminMessages = (messages: AbstractIntlMessages) => encodeMessages(pick(messages, ADMIN_NAMESPACES));
