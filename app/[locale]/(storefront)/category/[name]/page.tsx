import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { Link } from '@/lib/i18n/navigation';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { Breadcrumbs } from '@/components/shop/breadcrumbs';
import { cataloguePageMetadata } from '@/components/shop/catalogue-metadata';
import { CatalogueTile, FIRST_ROW_TILES } from '@/components/shop/catalogue-tile';
import { cachedCategoryPage } from '@/lib/catalog/cached';
import { categoryPath } from '@/lib/catalog/storefront-routes';
import { config } from '@/lib/config';

type CategoryPageProps = { params: Promise<{ name: string }> };

/** The segment as the category's name; a malformed escape is taken as typed (it then matches no category). */
function nameOf(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * Rendered at a category's first request and then served from Next's cache until the catalogue tag expires (a
 * category's or subcategory's change) or 5 minutes pass. None are rendered at build, which has no database.
 */
export function generateStaticParams(): { name: string }[] {
  return [];
}

/** One read per render for the metadata and the page. */
const loadCategory = cache(async (name: string) => cachedCategoryPage(name, await getLocale()));

export async function generateMetadata({ params }: CategoryPageProps): Promise<Metadata> {
  const t = await getTranslations('shop.category');
  const found = await loadCategory(nameOf((await params).name));
  if (!found) return { title: t('notFound'), robots: { index: false } };
  const { category, subcategories } = found;
  const path = categoryPath(category);
  const description = subcategories.length
    ? t('descriptionWithSubcategories', { name: category.name, subcategories: subcategories.map((subcategory) => subcategory.name).join(', ') })
    : t('description', { name: category.name });
  return cataloguePageMetadata({ name: category.name, description, path, image: category.image, appUrl: config().appUrl });
}

/** A category's subcategories, each leading to its products. Unknown names are a 404. */
export default async function CategoryPage({ params }: CategoryPageProps) {
  const t = await getTranslations('shop');
  const found = await loadCategory(nameOf((await params).name));
  if (!found) notFound();
  const { category, subcategories } = found;

  return (
    <section aria-labelledby="category-heading" className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
      <Breadcrumbs items={[{ label: t('home'), href: '/' }, { label: category.name }]} />
      <div className="mt-4 flex flex-wrap items-end justify-between gap-4">
        <h1 id="category-heading" className="text-3xl font-bold tracking-tight text-gray-900">
          {category.name}
        </h1>
        <Link
          href={`/shop?category=${encodeURIComponent(category.id)}`}
          className="rounded-sm text-sm font-semibold text-brand-800 hover:underline"
        >
          {t('category.allProducts', { name: category.name })}
        </Link>
      </div>
      {subcategories.length === 0 ? (
        <p className="mt-8 text-gray-700">{t('category.noSubcategories')}</p>
      ) : (
        <ul aria-label={t('category.subcategoriesLabel')} className="mt-8 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {subcategories.map((subcategory, index) => (
            <li key={subcategory.id}>
              <CatalogueTile
                href={`/subcategory/${subcategory.id}`}
                name={subcategory.name}
                image={subcategory.image}
                priority={index < FIRST_ROW_TILES}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
