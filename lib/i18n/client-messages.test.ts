import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import { encodedMessages, MESSAGE_PARTS, pickMessages } from './client-messages';
import { mergeMessages } from './merge-messages';

/** Each page sends the browser only its part of the messages, and nested parts add up. */
describe("the browser's parts of the messages", () => {
  const messages = { shop: { card: 'Card', price: 'Price' }, notifications: { live: 'Live', count: 'Count' }, admin: { title: 'Admin' } };

  it('picks whole namespaces and single keys, nested as they are', () => {
    expect(pickMessages(messages, ['shop', 'notifications.live'])).toEqual({ shop: messages.shop, notifications: { live: 'Live' } });
    expect(pickMessages(messages, ['notifications.live', 'notifications.count'])).toEqual({ notifications: messages.notifications });
    expect(pickMessages(messages, ['missing', 'shop.missing', 'shop.toString'])).toEqual({});
  });

  it('adds an inner part to an outer one, keeping the keys of a namespace both name', () => {
    const merged = mergeMessages({ notifications: { live: 'Live' }, shop: { card: 'Card' } }, { notifications: { count: 'Count' }, admin: { title: 'Admin' } });
    expect(merged).toEqual({ notifications: { live: 'Live', count: 'Count' }, shop: { card: 'Card' }, admin: { title: 'Admin' } });
    // A precompiled message with arguments is an array: the inner one replaces it whole.
    const compiled = (text: string) => [text, ['name']] as unknown as string;
    expect(mergeMessages({ shop: { hello: compiled('Hi ') } }, { shop: { hello: compiled('Hello ') } })).toEqual({ shop: { hello: compiled('Hello ') } });
  });

  it('names only namespaces and keys the catalogue has', () => {
    for (const names of Object.values(MESSAGE_PARTS)) {
      for (const name of names) expect(pickMessages(en, [name]), name).not.toEqual({});
    }
  });

  it("sends the frame without the storefront's lists, and the lists without the admin's texts", () => {
    const decode = (encoded: string) => JSON.parse(Buffer.from(encoded, 'base64').toString('utf8')) as Record<string, unknown>;
    expect(Object.keys(decode(encodedMessages(en, 'frame'))).sort()).toEqual(['common', 'layout', 'notifications', 'ui']);
    expect(Object.keys(decode(encodedMessages(en, 'frame')).notifications as object).sort()).toEqual(['live', 'liveAdmin']);
    expect(Object.keys(decode(encodedMessages(en, 'catalogue')))).toEqual(['shop']);
    expect(decode(encodedMessages(en, 'account')).admin).toEqual({ shared: { deleting: en.admin.shared.deleting } });
  });
});
