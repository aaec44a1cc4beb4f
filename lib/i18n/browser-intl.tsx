'use client';

import format, { type CompiledMessage, type FormatValues } from 'icu-minify/format';
import { cloneElement, createContext, isValidElement, type ReactNode, useContext, useMemo } from 'react';

/**
 * next-intl's client API as the shop's browser code uses it (`useTranslations` with `t` and `t.rich`, `useLocale`,
 * `NextIntlClientProvider`), over the messages next-intl's plugin precompiles at build. next.config.ts puts this module
 * in place of 'next-intl' in the browser's bundle only: use-intl's runtime cost 3.5 KB gzipped of every page's first
 * load (docs/decisions.md, Languages). The server, and the server's render of these components, keep next-intl; both
 * format with icu-minify, so the browser hydrates the same text.
 */

type Catalogue = { [key: string]: CompiledMessage | Catalogue };
type IntlConfig = { locale: string; messages: Catalogue; timeZone?: string };

const IntlContext = createContext<IntlConfig | null>(null);

export function NextIntlClientProvider({ children, ...config }: IntlConfig & { children: ReactNode }) {
  const { locale, messages, timeZone } = config;
  const value = useMemo(() => ({ locale, messages, timeZone }), [locale, messages, timeZone]);
  return <IntlContext value={value}>{children}</IntlContext>;
}

function useIntlConfig(): IntlConfig {
  const config = useContext(IntlContext);
  if (!config) throw new Error('The messages are missing: wrap the component in NextIntlClientProvider');
  return config;
}

export function useLocale(): string {
  return useIntlConfig().locale;
}

/** The messages of the nearest provider, for a nested one to add its part to (components/layout/messages-provider.tsx). */
export function useMessages(): Catalogue {
  return useIntlConfig().messages;
}

// Intl's formatters are costly to build: one per language and options, as use-intl keeps them.
const formatterCache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(kind: string, args: unknown[], create: () => T): T {
  const key = JSON.stringify([kind, ...args]);
  let formatter = formatterCache.get(key);
  if (!formatter) formatterCache.set(key, (formatter = create()));
  return formatter as T;
}
const formatters = {
  getNumberFormat: (...args: ConstructorParameters<typeof Intl.NumberFormat>) => cached('number', args, () => new Intl.NumberFormat(...args)),
  getDateTimeFormat: (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => cached('date', args, () => new Intl.DateTimeFormat(...args)),
  getPluralRules: (...args: ConstructorParameters<typeof Intl.PluralRules>) => cached('plural', args, () => new Intl.PluralRules(...args)),
};

/** A rich text tag's elements get keys, as use-intl gives them: the tag's name and its place. */
function keyedTags(values: FormatValues<ReactNode>): FormatValues<ReactNode> {
  return Object.fromEntries(
    Object.entries(values).map(([name, value]) => {
      if (typeof value !== 'function') return [name, value];
      let index = 0;
      const keyed = (chunks: ReactNode[]) => {
        const element = value(chunks);
        return isValidElement(element) ? cloneElement(element, { key: `${name}${index++}` }) : element;
      };
      return [name, keyed];
    }),
  );
}

function createTranslator({ locale, messages, timeZone }: IntlConfig, namespace?: string) {
  function formatted(key: string, values: FormatValues<ReactNode> | undefined) {
    const path = namespace ? `${namespace}.${key}` : key;
    let message: CompiledMessage | Catalogue | undefined = messages;
    for (const part of path.split('.')) message = (message as Catalogue | undefined)?.[part];
    // A missing message shows its key, as next-intl's does, and says so.
    if (message === undefined || (typeof message === 'object' && !Array.isArray(message))) {
      console.error(`Missing message: ${path} (${locale})`);
      return path;
    }
    return format<ReactNode>(message as CompiledMessage, locale, values, { formatters, timeZone });
  }
  const translate = (key: string, values?: FormatValues<ReactNode>): string => {
    const text = formatted(key, values);
    return Array.isArray(text) ? text.join('') : String(text);
  };
  translate.rich = (key: string, values?: FormatValues<ReactNode>): ReactNode => formatted(key, values && keyedTags(values));
  return translate;
}

export function useTranslations(namespace?: string) {
  const config = useIntlConfig();
  return useMemo(() => createTranslator(config, namespace), [config, namespace]);
}
