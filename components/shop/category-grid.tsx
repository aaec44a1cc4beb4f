import { useTranslations } from 'next-intl';
import { categoryPath } from '@/lib/catalog/storefront-routes';
import type { Category } from '@/lib/catalog/types';
import { CatalogueTile, FIRST_ROW_TILES } from './catalogue-tile';

type CategoryGridProps = {
  /** null when the categories could not be loaded. */
  categories: Category[] | null;
};

export function CategoryGrid({ categories }: CategoryGridProps) {
  const t = useTranslations('shop.categories');
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-gray-900">
        {t('heading')}
      </h2>
      {categories === null ? (
        <p role="alert" className="mt-6 text-red-700">
          {t('failed')}
        </p>
      ) : categories.length === 0 ? (
        <p className="mt-6 text-gray-700">{t('empty')}</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {categories.map((category, index) => (
            <li key={category.id}>
              <CatalogueTile
                href={categoryPath(category)}
                name={category.name}
                image={category.image}
                priority={index < FIRST_ROW_TILES}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
