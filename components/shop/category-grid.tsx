import { Tag } from 'lucide-react';
import Link from 'next/link';
import type { CategoryJson } from '@/lib/catalog/catalog-json';

type CategoryGridProps = {
  /** null when the categories could not be loaded. */
  categories: CategoryJson[] | null;
};

export function CategoryGrid({ categories }: CategoryGridProps) {
  return (
    <section aria-labelledby="categories-heading" className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
      <h2 id="categories-heading" className="text-2xl font-bold tracking-tight text-gray-900">
        Shop by Categories
      </h2>
      {categories === null ? (
        <p role="alert" className="mt-6 text-red-700">
          Failed to load categories
        </p>
      ) : categories.length === 0 ? (
        <p className="mt-6 text-gray-700">No categories yet.</p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6">
          {categories.map((category) => (
            <li key={category._id}>
              <CategoryCard category={category} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CategoryCard({ category }: { category: CategoryJson }) {
  return (
    <Link
      href={`/category/${encodeURIComponent(category.name)}`}
      className="group flex h-full flex-col overflow-hidden rounded-lg border border-gray-200 bg-white transition-shadow hover:shadow-md"
    >
      <div className="flex aspect-square items-center justify-center overflow-hidden bg-gray-100">
        {category.image ? (
          // Plain <img>: category images are uploads (local disk or an S3 bucket) that next/image would
          // need per-host configuration for; the card sets the size and the browser lazy-loads.
          // eslint-disable-next-line @next/next/no-img-element
          <img
            src={category.image}
            alt=""
            width={300}
            height={300}
            loading="lazy"
            className="size-full object-cover group-hover:scale-105 motion-safe:transition-transform"
          />
        ) : (
          <Tag aria-hidden className="size-12 text-gray-400" />
        )}
      </div>
      <span className="flex flex-1 items-center justify-center px-3 py-2 text-center text-sm font-medium text-gray-900 sm:text-base">
        {category.name}
      </span>
    </Link>
  );
}
