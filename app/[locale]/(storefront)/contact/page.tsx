import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { Metadata } from 'next';
import { Link } from '@/lib/i18n/navigation';
import { ContactForm } from '@/components/contact/contact-form';
import { StaticPage } from '@/components/shop/static-page';
import { phoneHref, SHOP_CONTACT } from '@/lib/contact/shop-contact';

export const metadata: Metadata = {
  title: 'Contact Us',
  description:
    'Questions about an order, a delivery or a return? Write to Lanka Shop’s customer care team in Colombo, or call or e-mail us.',
  alternates: { canonical: '/contact' },
};

const icon = 'mt-0.5 size-5 shrink-0 text-brand-700';

export default function ContactPage() {
  return (
    <StaticPage
      title="Contact Us"
      width="wide"
      intro="Questions about an order, a delivery or a return? Our customer care team in Colombo answers within one business day."
    >
      <div className="grid gap-10 lg:grid-cols-3 lg:gap-12">
        <section aria-labelledby="message-heading" className="lg:col-span-2">
          <h2 id="message-heading" className="text-xl font-semibold text-gray-900">
            Send us a message
          </h2>
          <p className="mt-2 mb-6 text-sm text-gray-700">
            Writing about an order? Put its order ID (ORD-&hellip;) in the subject. Quick answers are in our{' '}
            <Link href="/faq" className="font-medium text-brand-800 underline underline-offset-2">
              FAQ
            </Link>
            .
          </p>
          <ContactForm />
        </section>

        <section aria-labelledby="details-heading" className="rounded-lg border border-gray-200 bg-gray-50 p-6 self-start">
          <h2 id="details-heading" className="text-xl font-semibold text-gray-900">
            Other ways to reach us
          </h2>
          <address className="mt-5 space-y-5 text-sm text-gray-800 not-italic">
            <p className="flex gap-3">
              <MapPin aria-hidden className={icon} />
              <span>
                <span className="block font-semibold text-gray-900">Address</span>
                {SHOP_CONTACT.company}
                <br />
                {SHOP_CONTACT.address}
              </span>
            </p>
            <p className="flex gap-3">
              <Phone aria-hidden className={icon} />
              <span>
                <span className="block font-semibold text-gray-900">Phone</span>
                <a href={phoneHref(SHOP_CONTACT.phone)} className="underline underline-offset-2 hover:text-brand-800">
                  {SHOP_CONTACT.phone}
                </a>
              </span>
            </p>
            <p className="flex gap-3">
              <Mail aria-hidden className={icon} />
              <span>
                <span className="block font-semibold text-gray-900">Email</span>
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
            <Clock aria-hidden className={icon} />
            <div>
              <h3 className="font-semibold text-gray-900">Opening hours</h3>
              <dl className="mt-1 space-y-1">
                {SHOP_CONTACT.hours.map(({ days, time }) => (
                  <div key={days}>
                    <dt className="inline">{days}: </dt>
                    <dd className="inline">{time}</dd>
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
