'use client';

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useId, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { formatReviewDate } from '@/components/reviews/review-date';
import { StarRating } from '@/components/shop/star-rating';
import { ActionButton } from '@/components/ui/action-button';
import { Avatar } from '@/components/ui/avatar';
import { DataTable, TableBodyRows, TableHeaderRows } from '@/components/ui/data-table';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { apiFetch } from '@/lib/http/api-client';
import type { Locale } from '@/lib/i18n/locales';
import type { CountedReviewList } from '@/lib/reviews/reviews';
import { type AdminReviewQuery, adminReviewSearchParams, MAX_REVIEW_SEARCH_LENGTH } from '@/lib/reviews/review-list-query';
import type { Review } from '@/lib/reviews/types';
import { FilterSelect } from './filter-fields';
import { ListSearchForm } from './list-search-form';
import { DeleteDialog, useConfirmedDelete } from './use-confirmed-delete';
import { useDebouncedSearch } from './use-debounced-search';

type ReviewManagerProps = {
  /** The page the server read for `query`, or null when reading failed. */
  list: CountedReviewList | null;
  query: AdminReviewQuery;
  /** Why the address's query was refused (the list then shows the default view). */
  queryError: string | null;
};

const RATINGS = [5, 4, 3, 2, 1];

type RowActions = {
  busyId: string | null;
  askToDelete: (review: Review) => void;
  productHref: (productId: string) => string;
  /** The page's words (`admin.reviews`) and language, for the column definitions outside the component. */
  t: ReturnType<typeof useTranslations<'admin.reviews'>>;
  locale: Locale;
};

const metaOf = (table: { options: { meta?: unknown } }) => table.options.meta as RowActions;

const column = createColumnHelper<Review>();

// The reviewer is the row's header (screen readers announce it with each cell) and leads to the
// customer's detail page; the product leads to its page in the shop.
const columns = [
  column.accessor((review) => review.user.name, {
    id: 'name',
    header: ({ table }) => metaOf(table).t('columns.user'),
    cell: ({ row }) => (
      <span className="flex items-center gap-2">
        <Avatar name={row.original.user.name} src={row.original.user.avatar} size="sm" />
        <Link
          href={`/admin/users/${encodeURIComponent(row.original.user.id)}`}
          className="font-semibold whitespace-nowrap text-gray-900 underline-offset-2 hover:text-brand-800 hover:underline"
        >
          {row.original.user.name}
        </Link>
      </span>
    ),
  }),
  column.accessor((review) => review.product.name, {
    id: 'product',
    header: ({ table }) => metaOf(table).t('columns.product'),
    cell: ({ row, table }) => (
      <>
        <Link href={`/product/${encodeURIComponent(row.original.product.id)}`} className="font-medium text-gray-900 hover:underline">
          {row.original.product.name}
        </Link>
        <p className="mt-0.5 text-xs text-gray-600">
          <time dateTime={row.original.createdAt.toISOString()}>{formatReviewDate(row.original.createdAt, metaOf(table).locale)}</time>
          {' · '}
          <Link
            href={metaOf(table).productHref(row.original.product.id)}
            aria-label={metaOf(table).t('onlyThisProductLabel', { name: row.original.product.name })}
            className="underline underline-offset-2 hover:text-gray-900"
          >
            {metaOf(table).t('onlyThisProduct')}
          </Link>
        </p>
      </>
    ),
  }),
  column.accessor('rating', { header: ({ table }) => metaOf(table).t('columns.rating'), cell: ({ getValue }) => <StarRating average={getValue()} /> }),
  column.accessor('comment', {
    header: ({ table }) => metaOf(table).t('columns.comment'),
    // User content: rendered as text.
    cell: ({ getValue, table }) => getValue() || <span className="text-gray-600 italic">{metaOf(table).t('noComment')}</span>,
  }),
  column.display({
    id: 'actions',
    header: ({ table }) => metaOf(table).t('columns.actions'),
    cell: ({ row, table }) => {
      const { busyId, askToDelete, t } = metaOf(table);
      const review = row.original;
      return (
        <ActionButton
          onClick={() => askToDelete(review)}
          aria-label={t('deleteLabel', { user: review.user.name, product: review.product.name })}
          aria-haspopup="dialog"
          disabled={busyId === review.id}
          tone="danger"
        >
          <Trash2 aria-hidden className="size-4" />
          {t('delete')}
        </ActionButton>
      );
    },
  }),
];

const CELL_CLASS: Record<string, string> = {
  product: 'min-w-40',
  rating: 'whitespace-nowrap',
  comment: 'max-w-md min-w-60 break-words whitespace-pre-line text-gray-800',
};

/**
 * Manage Reviews: a server-paged table of reviews, newest first (TanStack Table in manual mode). The rating filter,
 * the product filter, the search (product, reviewer's name or e-mail, comment) and the page live in the address; each
 * change navigates and the server renders the new page. Delete asks for a confirmation, then the page is read again.
 */
export function ReviewManager({ list, query, queryError }: ReviewManagerProps) {
  const router = useRouter();
  const t = useTranslations('admin.reviews');
  const locale = useLocale();
  const pathname = usePathname();
  const ids = useId();
  const [loading, startLoading] = useTransition();

  const hrefOf = (view: AdminReviewQuery) => {
    const search = adminReviewSearchParams(view).toString();
    return search ? `${pathname}?${search}` : pathname;
  };

  const nextView = useNextView(query);
  function show(change: Partial<AdminReviewQuery>) {
    startLoading(() => router.push(hrefOf(nextView(change)), { scroll: false }));
  }

  const { text: searchText, setText: setSearchText } = useDebouncedSearch(query.search ?? '', (text) => show({ search: text || undefined }));

  const deletion = useConfirmedDelete<Review>({
    request: (review) => apiFetch(`/api/reviews/${encodeURIComponent(review.id)}`, { method: 'DELETE' }),
    texts: { success: t('deleted'), failure: t('deleteFailed') },
    // The page shifts up by one: read it again.
    onGone: () => startLoading(() => router.refresh()),
  });

  const reviews = list?.reviews ?? [];
  const pagination = list?.pagination ?? { page: query.page, limit: query.limit, hasMore: false, total: 0 };
  const pageCount = pageCountOf(pagination.total, pagination.limit);
  const meta: RowActions = {
    busyId: deletion.busy ? (deletion.target?.id ?? null) : null,
    askToDelete: deletion.ask,
    productHref: (productId) => hrefOf({ ...query, page: 1, productId }),
    t,
    locale,
  };

  // The React Compiler is not enabled here, and the table is used only in this component (nothing memoised).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: reviews,
    columns,
    meta,
    getRowId: (review) => review.id,
    getCoreRowModel: getCoreRowModel(),
    // The server pages and filters: the table shows the page it was given; the pager's links ask for another.
    manualPagination: true,
    manualFiltering: true,
    rowCount: pagination.total,
  });

  const summary = t('total', { count: pagination.total });
  const ratingOptions = RATINGS.map((stars) => [String(stars), t('stars', { count: stars })] as const);
  const filtered = Boolean(query.search || query.rating || query.productId);
  const productName = query.productId ? reviews[0]?.product.name : undefined;

  return (
    <div className="space-y-4">
      <ListSearchForm
        name={t('findReviews')}
        searchLabel={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        maxLength={MAX_REVIEW_SEARCH_LENGTH}
        text={searchText}
        onTextChange={setSearchText}
        columns="sm:grid-cols-2"
      >
        <FilterSelect
          id={`${ids}-rating`}
          label={t('rating')}
          all={t('allRatings')}
          options={ratingOptions}
          value={query.rating ?? ''}
          onChange={(event) => show({ rating: event.target.value ? Number(event.target.value) : undefined })}
        />
      </ListSearchForm>

      {query.productId && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <span>{productName ? t('reviewsOf', { name: productName }) : t('reviewsOfOne')}</span>
          <Link href={hrefOf({ ...query, page: 1, productId: undefined })} className="font-semibold text-brand-800 underline underline-offset-2">
            {t('showAllProducts')}
          </Link>
        </p>
      )}

      {queryError && (
        <p role="alert" className="text-red-700">
          {t('queryError', { error: queryError })}
        </p>
      )}

      <p role="status" className="text-sm text-gray-700">
        {loading ? t('loading') : list ? summary : ''}
      </p>

      {list === null ? (
        <p role="alert" className="text-red-700">
          {t('loadFailed')}
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-gray-700">{filtered ? t('noneFound') : pagination.total > 0 ? t('noneOnPage') : t('noneYet')}</p>
      ) : (
        <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            id={`${ids}-reviews`}
            caption={t('caption', { page: pagination.page, pageCount })}
            head={<TableHeaderRows table={table} />}
            bodyClassName="align-top"
          >
            <TableBodyRows
              table={table}
              headerColumn="name"
              headerClassName="px-4 py-3 font-normal"
              cellClassName={(columnId) => `px-4 py-3 ${CELL_CLASS[columnId] ?? ''}`}
            />
          </DataTable>
        </div>
      )}

      {list !== null && (
        <Pager
          label={t('pages')}
          page={pagination.page}
          pageCount={pageCount}
          totalText={summary}
          hrefOf={(page) => hrefOf({ ...query, page })}
        />
      )}

      <DeleteDialog flow={deletion} title={t('deleteTitle')} confirmLabel={t('deleteConfirm')}>
        <p>
          {deletion.target
            ? t('deleteWarning', { user: deletion.target.user.name, rating: deletion.target.rating, product: deletion.target.product.name })
            : null}
        </p>
      </DeleteDialog>
    </div>
  );
}
