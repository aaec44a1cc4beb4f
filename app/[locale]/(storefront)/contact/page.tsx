import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/ui/icons';
import type { Metadata } from 'next';
import { useTranslations } from 'next-intl';
import { getLocale, getTranslations } from 'next-intl/server';
import { languageAlternates } from '@/lib/i18n/alternates';
import { Link } from '@/lib/i18n/navigation';
import { ContactForm } from '@/components/contact/contact-form';
import { StaticPage } from '@/components/shop/static-page';
import { phoneHref, SHOP_CONTACT } from '@/lib/contact/shop-contact';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('contact');
  return { title: t('metaTitle'), description: t('metaDescription'), alternates: languageAlternates('/contact', await getLocale()) };
}

const icon = 'mt-0.5 size-5 shrink-0 text-brand-700';
/** The texts of SHOP_CONTACT.hours, in its order. */
const HOURS_KEYS = ['weekdays', 'saturday', 'holidays'] as const;

export default function ContactPage() {
  const t = useTranslations('contact');
  return (
    <StaticPage
      title={t('title')}
      width="wide"
      intro={t('intro')}
    >
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
        <section aria-labelledby="message-heading" className="lg:col-span-2">
          <h2 id="message-heading" className="text-xl font-semibold text-gray-900">
            {t('sendHeading')}
          </h2>
          <p className="mt-2 mb-6 text-sm text-gray-700">
            {t.rich('writingAbout', {
              link: (chunks) => (
                <Link href="/faq" className="font-medium text-brand-800 underline underline-offset-2">
                  {chunks}
                </Link>
              ),
            })}
          </p>
          <ContactForm />
        </section>

        <section aria-labelledby="details-heading" className="rounded-lg border border-gray-200 bg-gray-50 p-6 self-start">
          <h2 id="details-heading" className="text-xl font-semibold text-gray-900">
            {t('otherWays')}
          </h2>
          <address className="mt-5 space-y-5 text-sm text-gray-800 not-italic">
            <p className="flex gap-3">
              <MapPinIcon aria-hidden className={icon} />
              <span>
                <span className="block font-semibold text-gray-900">{t('address')}</span>
                {SHOP_CONTACT.company}
                <br />
                {SHOP_CONTACT.address}
              </span>
            </p>
            <p className="flex gap-3">
              <PhoneIcon aria-hidden className={icon} />
              <span>
                <span className="block font-semibold text-gray-900">{t('phone')}</span>
                <a href={phoneHref(SHOP_CONTACT.phone)} className="underline underline-offset-2 hover:text-brand-800">
                  {SHOP_CONTACT.phone}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <MailIcon aria-hidden className={icon} />
              <span>
                <span className="block font-semibold text-gray-900">{t('email')}</span>
                <a
                  href={`mailto:${SHOP_CONTACT.email}`}
                  className="break-all underline underline-offset-2 hover:text-brand-800"
                >
                  {SHOP_CONTACT.email}
                </a>
              </span>
            </p>
          </address>
          <div className="mt-5 flex gap-3 text-sm text-gray-800">
            <ClockIcon aria-hidden className={icon} />
            <div>
              <h3 className="font-semibold text-gray-900">{t('openingHours')}</h3>
              <dl className="mt-1 space-y-1">
                {HOURS_KEYS.map((key) => (
                  <div key={key}>
                    <dt className="inline">{`${t(`hours.${key}.days`)}: `}</dt>
                    <dd className="inline">{t(`hours.${key}.time`)}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </section>
      </div>
    </StaticPage>
  );
}
