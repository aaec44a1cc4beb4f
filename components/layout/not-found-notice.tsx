import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

type Way = { href: string; label: string };

/**
 * A 404 inside the shop's frame: what was not found, a line of why, and where to go instead (the first way is the
 * main call to action). The not-found pages of the storefront, the account, orders, receipts and products share it.
 */
export function NotFoundNotice({ heading, text, ways }: { heading: string; text: string; ways: readonly Way[] }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      <p className="text-sm font-semibold text-brand-800">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">{heading}</h1>
      <p className="mt-4 text-gray-700">{text}</p>
      <div className="mt-8 flex justify-center gap-3">
        {ways.map((way, index) => (
          <Link key={way.href} href={way.href} className={buttonClassName(index === 0 ? 'primary' : 'secondary')}>
            {way.label}
          </Link>
        ))}
      </div>
    </section>
  );
}
