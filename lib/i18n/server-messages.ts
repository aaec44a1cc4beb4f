/**
 * The server's English messages (API replies, validation messages, notifications) in the page's language. The API
 * stays English for its clients; the pages translate what they show with messages/api/<locale>.json, a flat table of
 * English text -> translation, where `{name}` in a key stands for a value of the message (`Only {count} left in
 * stock`). A table is loaded on first need as a separate chunk, never with the page. No server-only imports.
 */
import type { Locale } from './locales';

type Table = Record<string, string>;
type Template = { pattern: RegExp; names: string[]; translated: string };
/** A language's table, ready for lookups. */
export type ServerMessages = { exact: Table; templates: Template[] };

/** The placeholder names of a text: `{count} of {name}` -> ['count', 'name']. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(table: Table): ServerMessages {
  const templates = Object.entries(table)
    .filter(([english]) => placeholdersOf(english).length > 0)
    .map(([english, translated]) => ({
      pattern: new RegExp(`^${english.split(/\{\w+\}/).map(escapeRegExp).join('(.+?)')}$`, 's'),
      names: placeholdersOf(english),
      translated,
      // The more fixed text a template has, the more specific it is: it is tried first.
      weight: english.replace(/\{\w+\}/g, '').length,
    }))
    .sort((a, b) => b.weight - a.weight)
    .map(({ pattern, names, translated }) => ({ pattern, names, translated }));
  return { exact: table, templates };
}

const loaded: Partial<Record<Locale, ServerMessages>> = {};
const loading: Partial<Record<Locale, Promise<ServerMessages>>> = {};
const listeners = new Set<() => void>();

/** A language's table when it has been loaded already, else undefined. */
export function loadedServerMessages(locale: Locale): ServerMessages | undefined {
  return loaded[locale];
}

/** Calls `listener` whenever a table has been loaded (for useSyncExternalStore); returns the unsubscribe. */
export function subscribeServerMessages(listener: () => void): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Loads a language's table (once; a failed load may be tried again): Sinhala and Tamil each come in their own chunk. */
export function loadServerMessages(locale: Exclude<Locale, 'en'>): Promise<ServerMessages> {
  loading[locale] ??= (locale === 'si' ? import('@/messages/api/si.json') : import('@/messages/api/ta.json')).then(
    (module) => {
      const messages = compile(module.default as Table);
      loaded[locale] = messages;
      listeners.forEach((listener) => listener());
      return messages;
    },
    (error: unknown) => {
      delete loading[locale];
      throw error;
    },
  );
  return loading[locale];
}

/** A table's own entry: a message an admin typed ('constructor', '__proto__') is never read off Object's prototype. */
const entryOf = (messages: ServerMessages, text: string): string | undefined =>
  Object.hasOwn(messages.exact, text) ? messages.exact[text] : undefined;

/**
 * The message in a loaded table: an exact entry, else a template it matches with its values carried over (a value
 * that is itself an entry, like a status word, is translated too), else the English message unchanged.
 */
export function lookUpServerMessage(messages: ServerMessages, message: string): string {
  const exact = entryOf(messages, message);
  if (exact !== undefined) return exact;
  for (const template of messages.templates) {
    const match = template.pattern.exec(message);
    if (!match) continue;
    const values = new Map<string, string>();
    template.names.forEach((name, index) => {
      const value = match[index + 1]!;
      if (!values.has(name)) values.set(name, entryOf(messages, value) ?? value);
    });
    return template.translated.replace(/\{(\w+)\}/g, (whole, name: string) => values.get(name) ?? whole);
  }
  return message;
}

/** The server's message in the page's language: English as it is; unknown messages (and a failed load) stay English. */
export async function localizeServerMessage(message: string, locale: Locale): Promise<string> {
  if (locale === 'en' || !message) return message;
  try {
    return lookUpServerMessage(await loadServerMessages(locale), message);
  } catch {
    return message;
  }
}
