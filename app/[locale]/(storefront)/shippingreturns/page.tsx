import { permanentRedirect } from 'next/navigation';
import { getLocale } from 'next-intl/server';
import { localizedPath } from '@/lib/i18n/locales';

// The footer links the symbol-free path; the page lives at /shipping&returns (in the same language).
export default async function ShippingReturnsRedirect() {
  permanentRedirect(localizedPath('/shipping&returns', await getLocale()));
}
