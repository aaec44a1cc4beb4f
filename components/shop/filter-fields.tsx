import { useLocale, useTranslations } from 'next-intl';
import type { SearchFacets } from '@/lib/catalog/facets';
import type { CatalogueRef } from '@/lib/catalog/types';
import { buttonClassName } from '@/components/ui/button-styles';
import { priceBandLabel, ratingLabel, withCount } from './facet-labels';
import {
  EMPTY_FILTERS,
  type FilterValues,
  hasFilters,
  priceBandFilters,
  priceBandIndex,
  type PriceRange,
  SORT_OPTIONS,
} from './product-filter-query';

export const fieldClassName =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 sm:text-sm';
export const labelClassName = 'block text-sm font-medium text-gray-900';

/** The choice of price band while the price filters are a range of their own. */
const CUSTOM_RANGE = 'custom';

type FilterFieldsProps = {
  /** The form's useId, which the fields' ids start with. */
  ids: string;
  values: FilterValues;
  update: (change: Partial<FilterValues>) => void;
  chooseCategory: (category: string) => void;
  categories: CatalogueRef[];
  /** The chosen category's subcategories (none offered without one). */
  subcategories: CatalogueRef[];
  priceBands: readonly PriceRange[];
  ratingFloors: readonly number[];
  /** The counts beside the choices; none while unknown (a failed request). */
  counts: SearchFacets | null;
  /** The price range's problem (its key in `shop.filters`), null when none. */
  rangeProblem: 'minAboveMax' | null;
};

const countsById = (rows: { id: string; count: number }[] | undefined) => new Map(rows?.map((row) => [row.id, row.count]));

/**
 * The filters besides the keyword, as grid items of the filter form: inline from `sm` up, in the filter sheet on
 * phones. Each choice names its count of results, in its accessible name too.
 */
export function FilterFields({
  ids,
  values,
  update,
  chooseCategory,
  categories,
  subcategories,
  priceBands,
  ratingFloors,
  counts,
  rangeProblem,
}: FilterFieldsProps) {
  const t = useTranslations('shop.filters');
  const tFacets = useTranslations('shop.facets');
  const locale = useLocale();
  const categoryCounts = countsById(counts?.categories);
  const subcategoryCounts = countsById(counts?.subcategories);
  const band = priceBandIndex(values, priceBands);
  const customRange = band === -1 && Boolean(values.minPrice.trim() || values.maxPrice.trim());
  const priceInvalid = rangeProblem ? true : undefined;
  const priceDescribedBy = rangeProblem ? `${ids}-range` : undefined;

  return (
    <>
      <div className="col-span-2 space-y-1.5 md:col-span-1">
        <label htmlFor={`${ids}-category`} className={labelClassName}>
          {t('category')}
        </label>
        <select
          id={`${ids}-category`}
          value={values.category}
          onChange={(event) => chooseCategory(event.target.value)}
          className={fieldClassName}
        >
          <option value="">{t('allCategories')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {withCount(category.name, categoryCounts.get(category.id))}
            </option>
          ))}
        </select>
      </div>
      {subcategories.length > 0 ? (
        <div className="col-span-2 space-y-1.5 md:col-span-1">
          <label htmlFor={`${ids}-subcategory`} className={labelClassName}>
            {t('subcategory')}
          </label>
          <select
            id={`${ids}-subcategory`}
            value={values.subCategory}
            onChange={(event) => update({ subCategory: event.target.value })}
            className={fieldClassName}
          >
            <option value="">{t('allSubcategories')}</option>
            {subcategories.map((subcategory) => (
              <option key={subcategory.id} value={subcategory.id}>
                {withCount(subcategory.name, subcategoryCounts.get(subcategory.id))}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className="col-span-2 space-y-1.5 md:col-span-1">
        <label htmlFor={`${ids}-band`} className={labelClassName}>
          {t('price')}
        </label>
        <select
          id={`${ids}-band`}
          value={customRange ? CUSTOM_RANGE : String(band)}
          onChange={(event) => {
            const chosen = priceBands[Number(event.target.value)];
            update(chosen ? priceBandFilters(chosen) : { minPrice: '', maxPrice: '' });
          }}
          className={fieldClassName}
        >
          <option value="-1">{t('anyPrice')}</option>
          {priceBands.map((priceBand, index) => (
            <option key={priceBand.min} value={index}>
              {withCount(priceBandLabel(tFacets, locale, priceBand), counts?.priceBands[index]?.count)}
            </option>
          ))}
          {customRange ? (
            <option value={CUSTOM_RANGE} disabled>
              {t('customRange')}
            </option>
          ) : null}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${ids}-min`} className={labelClassName}>
          {t('minPrice')}
        </label>
        <input
          id={`${ids}-min`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={values.minPrice}
          onChange={(event) => update({ minPrice: event.target.value })}
          aria-invalid={priceInvalid}
          aria-describedby={priceDescribedBy}
          className={fieldClassName}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor={`${ids}-max`} className={labelClassName}>
          {t('maxPrice')}
        </label>
        <input
          id={`${ids}-max`}
          type="number"
          inputMode="decimal"
          min={0}
          step="any"
          value={values.maxPrice}
          onChange={(event) => update({ maxPrice: event.target.value })}
          aria-invalid={priceInvalid}
          aria-describedby={priceDescribedBy}
          className={fieldClassName}
        />
      </div>
      <div className="col-span-2 space-y-1.5 md:col-span-1">
        <label htmlFor={`${ids}-rating`} className={labelClassName}>
          {t('rating')}
        </label>
        <select
          id={`${ids}-rating`}
          value={values.minRating}
          onChange={(event) => update({ minRating: event.target.value })}
          className={fieldClassName}
        >
          <option value="">{t('anyRating')}</option>
          {ratingFloors.map((floor) => (
            <option key={floor} value={String(floor)}>
              {withCount(ratingLabel(tFacets, floor), counts?.ratings.find((rating) => rating.min === floor)?.count)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 space-y-1.5 md:col-span-1">
        <label htmlFor={`${ids}-sort`} className={labelClassName}>
          {t('sortBy')}
        </label>
        <select
          id={`${ids}-sort`}
          value={values.sort}
          onChange={(event) => update({ sort: event.target.value as FilterValues['sort'] })}
          className={fieldClassName}
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {t(`sort.${option.label}`)}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex flex-wrap items-center justify-between gap-3 md:col-span-4">
        <label className="inline-flex items-center gap-2 text-sm font-medium text-gray-900">
          <input
            type="checkbox"
            checked={values.inStock}
            onChange={(event) => update({ inStock: event.target.checked })}
            className="size-4 rounded border-gray-300 accent-brand-700"
          />
          {withCount(t('inStockOnly'), counts?.inStock)}
        </label>
        <button
          type="button"
          onClick={() => update(EMPTY_FILTERS)}
          disabled={!hasFilters(values)}
          className={buttonClassName('secondary')}
        >
          {t('clear')}
        </button>
      </div>
      {rangeProblem ? (
        <p id={`${ids}-range`} role="alert" className="col-span-2 text-sm text-red-700 md:col-span-4">
          {t(rangeProblem)}
        </p>
      ) : null}
    </>
  );
}
