import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';

export function HeroBanner() {
  return (
    <section aria-labelledby="hero-heading" className="bg-linear-to-br from-brand-100 via-brand-50 to-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
        <h1 id="hero-heading" className="text-4xl font-bold tracking-tight text-gray-900 sm:text-5xl">
          Welcome to Our Shop
        </h1>
        <p className="mt-4 max-w-xl text-lg text-gray-700">
          Groceries, electronics, fashion and more at fair prices, delivered anywhere in Sri Lanka.
        </p>
        <Link href="/shop" className={`${buttonClassName()} mt-8 px-6 py-3 text-base`}>
          Shop Now
        </Link>
      </div>
    </section>
  );
}
