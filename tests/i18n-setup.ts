import { vi } from 'vitest';

/**
 * Components and pages rendered by unit tests run outside Next, where next-intl has neither its request config nor
 * a provider: they translate with the English catalogue, as an English page does, and link as next/link does.
 */
vi.mock('next-intl', async () => {
  const { createTranslator, createFormatter } = await import('use-intl/core');
  const messages = (await import('@/messages/en.json')).default;
  return {
    useTranslations: (namespace?: string) => createTranslator({ locale: 'en', messages, namespace: namespace as never }),
    useLocale: () => 'en',
    useFormatter: () => createFormatter({ locale: 'en', timeZone: 'Asia/Colombo' }),
    NextIntlClientProvider: ({ children }: { children: unknown }) => children,
  };
});

vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  const messages = (await import('@/messages/en.json')).default;
  return {
    getTranslations: async (namespace?: string) => createTranslator({ locale: 'en', messages, namespace: namespace as never }),
    getLocale: async () => 'en',
    getMessages: async () => messages,
  };
});

vi.mock('@/lib/i18n/navigation', async () => {
  const navigation = await import('next/navigation');
  const { default: Link } = await import('next/link');
  return {
    Link,
    useRouter: () => navigation.useRouter(),
    usePathname: () => navigation.usePathname(),
    redirect: ({ href }: { href: string }) => navigation.redirect(href),
    getPathname: ({ href }: { href: string }) => href,
  };
});
