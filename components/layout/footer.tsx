import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { NewsletterForm } from './newsletter-form';
import { FacebookIcon, InstagramIcon, XIcon, YouTubeIcon } from './social-icons';

const linkGroups = [
  {
    title: 'quickLinks',
    links: [
      { href: '/', label: 'home' },
      { href: '/shop', label: 'shop' },
      { href: '/about', label: 'aboutUs' },
      { href: '/contact', label: 'contact' },
    ],
  },
  {
    // Linked as lowercase paths without symbols; the two legal pages redirect to their & paths.
    title: 'customerSupport',
    links: [
      { href: '/faq', label: 'faq' },
      { href: '/shippingreturns', label: 'shippingReturns' },
      { href: '/privacypolicy', label: 'privacyPolicy' },
      { href: '/termsconditions', label: 'termsConditions' },
    ],
  },
] as const;

// Placeholders until the shop has its own profiles.
const socialLinks = [
  { name: 'Facebook', href: 'https://www.facebook.com/', Icon: FacebookIcon },
  { name: 'Instagram', href: 'https://www.instagram.com/', Icon: InstagramIcon },
  { name: 'X (Twitter)', href: 'https://x.com/', Icon: XIcon },
  { name: 'YouTube', href: 'https://www.youtube.com/', Icon: YouTubeIcon },
];

const headingClass = 'text-sm font-semibold tracking-wide text-gray-900 uppercase';

export function Footer() {
  const t = useTranslations('layout.footer');
  return (
    <footer className="border-t border-gray-200 bg-gray-50 print:hidden">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4 lg:px-8">
        <div>
          <p className="text-xl font-bold text-brand-800">Lanka Shop</p>
          <p className="mt-3 text-sm text-gray-700">{t('tagline')}</p>
          <ul className="mt-4 flex gap-2">
            {socialLinks.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={t('social', { name })}
                  className="block rounded-md p-2 text-gray-700 hover:bg-brand-50 hover:text-brand-800"
                >
                  <Icon className="size-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        {linkGroups.map(({ title, links }) => (
          <nav key={title} aria-label={t(title)}>
            <h2 className={headingClass}>{t(title)}</h2>
            <ul className="mt-4 space-y-2">
              {links.map(({ href, label }) => (
                <li key={href}>
                  <Link href={href} className="footer-link">
                    {t(label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
        <section aria-labelledby="newsletter-heading">
          <h2 id="newsletter-heading" className={`${headingClass} mb-4`}>
            {t('newsletter')}
          </h2>
          <NewsletterForm />
        </section>
      </div>
      <p className="border-t border-gray-200 px-4 py-6 text-center text-sm text-gray-700">
        {t('copyright', { year: new Date().getFullYear() })}
      </p>
    </footer>
  );
}
