import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getMessages, getTranslations } from 'next-intl/server';
import { MessagesProvider } from '@/components/layout/messages-provider';
import { Toaster } from '@/components/ui/toast';
import { config } from '@/lib/config';
import { encodedMessages } from '@/lib/i18n/client-messages';
import { isLocale, LOCALES } from '@/lib/i18n/locales';
import '../globals.css';

type RootLayoutProps = { children: React.ReactNode; params: Promise<{ locale: string }> };

/** Every page exists in each language; the cached ones are rendered on first request (none at build). */
export function generateStaticParams() {
  return LOCALES.map((locale) => ({ locale }));
}

/** A function, not a constant: APP_URL is read when the page is served, not when it was built. */
export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('site');
  return {
    // Canonical and Open Graph URLs of every page are resolved against the shop's public address.
    metadataBase: new URL(config().appUrl),
    title: { default: t('name'), template: `%s | ${t('name')}` },
    description: t('description'),
  };
}

export default async function RootLayout({ children, params }: RootLayoutProps) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  return (
    <html lang={locale}>
      <body>
        <MessagesProvider locale={locale} encoded={encodedMessages(await getMessages(), 'frame')}>
          {children}
        </MessagesProvider>
        <Toaster position="top-right" duration={4000} richColors />
      </body>
    </html>
  );
}
