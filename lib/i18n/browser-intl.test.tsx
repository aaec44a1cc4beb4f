import compile from 'icu-minify/compile';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NextIntlClientProvider, useLocale, useTranslations } from './browser-intl';

/**
 * The browser's translator formats the precompiled messages as next-intl does on the server: plain text, arguments,
 * plurals, rich text with keyed elements, and a missing key shown as its path.
 */

const messages = {
  shop: {
    title: compile('Our shop'),
    hello: compile('Hello {name}'),
    count: compile('{count, plural, one {# product} other {# products}}'),
    terms: compile('Read the <b>terms</b> and <b>privacy</b>'),
  },
};

function render(element: React.ReactNode) {
  return renderToStaticMarkup(
    <NextIntlClientProvider locale="en" messages={messages} timeZone="Asia/Colombo">
      {element}
    </NextIntlClientProvider>,
  );
}

afterEach(() => vi.restoreAllMocks());

describe('the browser translator', () => {
  it('formats text, arguments and plurals of a namespace', () => {
    function Texts() {
      const t = useTranslations('shop');
      return `${useLocale()}|${t('title')}|${t('hello', { name: 'Nimal' })}|${t('count', { count: 1 })}|${t('count', { count: 1250 })}`;
    }
    expect(render(<Texts />)).toBe('en|Our shop|Hello Nimal|1 product|1,250 products');
  });

  it('renders rich text with each tag as an element', () => {
    function Terms() {
      const t = useTranslations('shop');
      return <p>{t.rich('terms', { b: (chunks) => <strong>{chunks}</strong> })}</p>;
    }
    expect(render(<Terms />)).toBe('<p>Read the <strong>terms</strong> and <strong>privacy</strong></p>');
  });

  it('shows a missing message as its key and says so', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    function Missing() {
      return useTranslations('shop')('nothing' as never);
    }
    expect(render(<Missing />)).toBe('shop.nothing');
    expect(logged).toHaveBeenCalledWith('Missing message: shop.nothing (en)');
  });

  it('refuses to translate outside a provider', () => {
    function Outside() {
      return useTranslations('shop')('title');
    }
    expect(() => renderToStaticMarkup(<Outside />)).toThrow(/NextIntlClientProvider/);
  });
});
