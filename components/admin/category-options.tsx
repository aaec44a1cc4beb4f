import { useTranslations } from 'next-intl';
import type { CatalogueRef } from '@/lib/catalog/types';

/** The options of a required category choice (a subcategory's, a product's). */
export function CategoryOptions({ categories }: { categories: CatalogueRef[] }) {
  const t = useTranslations('admin.catalogue');
  return (
    <>
      <option value="">{t('selectCategory')}</option>
      {categories.map((category) => (
        <option key={category.id} value={category.id}>
          {category.name}
        </option>
      ))}
    </>
  );
}
