'use client';

import NextLink from 'next/link';
import { usePathname as useNextPathname, useRouter as useNextRouter } from 'next/navigation';
import { useLocale } from 'next-intl';
import { type ComponentProps, useMemo } from 'react';
import { type Locale, pathIn, splitLocale } from './locales';

/**
 * Links and navigation that keep the page's language: a path of the shop (`/cart`) is the same page in the language
 * being shown (`/si/cart`). The shop's own few lines rather than next-intl's navigation, which carries routing
 * options the shop does not use into every page's first load.
 */

type Href = ComponentProps<typeof NextLink>['href'];

function hrefIn(href: Href, locale: Locale): Href {
  if (typeof href === 'string') return pathIn(href, locale);
  return href.pathname ? { ...href, pathname: pathIn(href.pathname, locale) } : href;
}

export function Link({ href, ...props }: ComponentProps<typeof NextLink>) {
  return <NextLink href={hrefIn(href, useLocale())} {...props} />;
}

type NextRouter = ReturnType<typeof useNextRouter>;

/** Next's router, whose push, replace and prefetch take paths of the shop and go to them in the page's language. */
export function useRouter(): NextRouter {
  const router = useNextRouter();
  const locale = useLocale();
  return useMemo(
    () => ({
      ...router,
      push: (href, options) => router.push(pathIn(href, locale), options),
      replace: (href, options) => router.replace(pathIn(href, locale), options),
      prefetch: (href, options) => router.prefetch(pathIn(href, locale), options),
    }),
    [router, locale],
  );
}

/** The page's path without its language (`/si/cart` is `/cart`). */
export function usePathname(): string {
  return splitLocale(useNextPathname()).path;
}
