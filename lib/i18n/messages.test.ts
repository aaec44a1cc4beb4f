import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import en from '@/messages/en.json';
import si from '@/messages/si.json';
import ta from '@/messages/ta.json';

/**
 * The three catalogues say the same things: the same keys, each message valid ICU with the same arguments and tags as
 * English, and written in its own script (a Sinhala message never slips into Tamil letters or the reverse, and is not
 * English left untranslated).
 */

type Catalogue = { [key: string]: string | Catalogue };

function flatten(catalogue: Catalogue, prefix = ''): Map<string, string> {
  const messages = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    if (typeof value === 'string') messages.set(`${prefix}${key}`, value);
    else for (const [inner, text] of flatten(value, `${prefix}${key}.`)) messages.set(inner, text);
  }
  return messages;
}

/** The names a message needs from its caller: arguments and rich-text tags. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(element.type === TYPE.tag ? `<${element.value}>` : element.value);
    if (element.type === TYPE.tag) placeholders(element.children, found);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
  }
  return found;
}

/** What a message writes itself: its literal text, in every branch and tag. */
function literalText(elements: MessageFormatElement[]): string {
  return elements
    .map((element) => {
      if (element.type === TYPE.literal) return element.value;
      if (element.type === TYPE.tag) return literalText(element.children);
      if (element.type === TYPE.plural || element.type === TYPE.select) {
        return Object.values(element.options).map((option) => literalText(option.value)).join(' ');
      }
      return ' ';
    })
    .join('');
}

const english = flatten(en);
const SINHALA = /[\u0D80-\u0DFF]/;
const TAMIL = /[\u0B80-\u0BFF]/;
// What is the same in every language: names written in Latin letters everywhere.
const SAME_IN_EVERY_LANGUAGE = new Set(['Lanka Shop', 'Stripe', 'Visa', 'Mastercard']);

describe.each([
  ['Sinhala', flatten(si), SINHALA, TAMIL],
  ['Tamil', flatten(ta), TAMIL, SINHALA],
])('the %s catalogue', (_language, translated, ownScript, otherScript) => {
  it('has exactly the keys of the English one', () => {
    expect([...translated.keys()].sort()).toEqual([...english.keys()].sort());
  });

  it('asks for the same arguments and tags as English in every message', () => {
    for (const [key, text] of english) {
      const theirs = translated.get(key) ?? '';
      expect([...placeholders(parse(theirs))].sort(), key).toEqual([...placeholders(parse(text))].sort());
    }
  });

  it('is written in its own script, never the other one, and translates every sentence', () => {
    for (const [key, text] of translated) {
      expect(otherScript.test(text), `${key}: ${text}`).toBe(false);
      // An e-mail address or a link in the text is the same in every language.
      const words = literalText(parse(text)).replace(/\S+@\S+|\S+:\/\/\S+/g, '');
      if (SAME_IN_EVERY_LANGUAGE.has(words.trim()) || !/[A-Za-z]{3}/.test(words)) continue;
      expect(ownScript.test(words) || words !== english.get(key), `${key} is untranslated: ${text}`).toBe(true);
      expect(ownScript.test(words), `${key} has no word in its script: ${text}`).toBe(true);
    }
  });
});
