import { permanentRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locales';

// The footer links the symbol-free path; the page lives at /terms&conditions (in the same language).
export default async function TermsConditionsRedirect() {
  permanentRedirect(localizedPath('/terms&conditions', await getLocale()));
}
