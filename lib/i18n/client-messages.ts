import type { AbstractIntlMessages } from 'next-intl';
import { isNamespace, mergeMessages } from './merge-messages';

/**
 * The messages that components running in the browser translate with, in parts by where those components are: only
 * these travel with a page, so the text only the server renders (the information pages, metadata) stays on the server,
 * and a page carries only its own part. Each layout adds its part to what the layouts above it gave
 * (components/layout/page-messages.tsx); a name is a namespace or one of its keys ('notifications.live').
 * A cached storefront page's size is what serving it costs (docs/decisions.md, Cached storefront pages): the whole
 * storefront's messages were a third of a category page.
 */
export const MESSAGE_PARTS = {
  /** Every page's frame (app/[locale]/layout.tsx): header, footer, language switch, live notifications. */
  frame: ['common', 'ui', 'layout', 'notifications.live', 'notifications.liveAdmin'],
  /** The storefront's lists and cards (app/[locale]/(storefront)/layout.tsx). */
  catalogue: ['shop'],
  /** The product page and the admin's preview: purchase panel, reviews, and the buy-now dialog's checkout. */
  product: ['product', 'reviews', 'checkout', 'address'],
  contact: ['contact'],
  /**
   * The pages read per request (app/[locale]/(shop)/layout.tsx): sign-in, account, cart, checkout, orders; the
   * shopper's review list deletes through the admin's confirmed delete (components/admin/use-confirmed-delete.tsx).
   */
  account: ['shop', 'product', 'reviews', 'contact', 'cart', 'checkout', 'address', 'orders', 'notifications', 'auth', 'dashboard', 'payments', 'admin.shared.deleting'],
  admin: ['admin'],
} as const satisfies Record<string, readonly string[]>;

export type MessagePart = keyof typeof MESSAGE_PARTS;

/** The named namespaces and keys of `messages` (a key at any depth: 'admin.shared.deleting'), nested as they are there. */
export function pickMessages(messages: AbstractIntlMessages, names: readonly string[]): AbstractIntlMessages {
  let chosen: AbstractIntlMessages = {};
  for (const name of names) {
    const path = name.split('.');
    let value: AbstractIntlMessages[string] | undefined = messages;
    for (const key of path) value = isNamespace(value) && Object.hasOwn(value, key) ? value[key] : undefined;
    if (value === undefined) continue;
    const nested = path.reduceRight<AbstractIntlMessages[string]>((inner, key) => ({ [key]: inner }), value) as AbstractIntlMessages;
    chosen = mergeMessages(chosen, nested);
  }
  return chosen;
}

/**
 * A part of the messages as base64 for the page's payload (components/layout/messages-provider.tsx decodes it). A
 * page's HTML then says only what the page shows: the words of the states it is not in ("Out of stock" on a product
 * in stock, the error texts) do not stand in it as text for a search of the page, a text check or a crawler to find.
 */
export function encodedMessages(messages: AbstractIntlMessages, part: MessagePart): string {
  return Buffer.from(JSON.stringify(pickMessages(messages, MESSAGE_PARTS[part]))).toString('base64');
}
