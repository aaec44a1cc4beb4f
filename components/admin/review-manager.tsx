'use client';

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Trash2 } from 'lucide-react';
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

const RATING_OPTIONS = [5, 4, 3, 2, 1].map((stars) => [String(stars), stars === 1 ? '1 star' : `${stars} stars`] as const);

type RowActions = { busyId: string | null; askToDelete: (review: Review) => void; productHref: (productId: string) => string };

const column = createColumnHelper<Review>();

// The reviewer is the row's header (screen readers announce it with each cell) and leads to the
// customer's detail page; the product leads to its page in the shop.
const columns = [
  column.accessor((review) => review.user.name, {
    id: 'name',
    header: 'User',
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
    header: 'Product',
    cell: ({ row, table }) => (
      <>
        <Link href={`/product/${encodeURIComponent(row.original.product.id)}`} className="font-medium text-gray-900 hover:underline">
          {row.original.product.name}
        </Link>
        <p className="mt-0.5 text-xs text-gray-600">
          <time dateTime={row.original.createdAt.toISOString()}>{formatReviewDate(row.original.createdAt)}</time>
          {' · '}
          <Link
            href={(table.options.meta as RowActions).productHref(row.original.product.id)}
            aria-label={`Only this product: ${row.original.product.name}`}
            className="underline underline-offset-2 hover:text-gray-900"
          >
            Only this product
          </Link>
        </p>
      </>
    ),
  }),
  column.accessor('rating', { header: 'Rating', cell: ({ getValue }) => <StarRating average={getValue()} /> }),
  column.accessor('comment', {
    header: 'Comment',
    // User content: rendered as text.
    cell: ({ getValue }) => getValue() || <span className="text-gray-600 italic">No comment</span>,
  }),
  column.display({
    id: 'actions',
    header: 'Actions',
    cell: ({ row, table }) => {
      const { busyId, askToDelete } = table.options.meta as RowActions;
      const review = row.original;
      return (
        <ActionButton
          onClick={() => askToDelete(review)}
          aria-label={`Delete review by ${review.user.name} of ${review.product.name}`}
          aria-haspopup="dialog"
          disabled={busyId === review.id}
          tone="danger"
        >
          <Trash2 aria-hidden className="size-4" />
          Delete
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
    texts: { success: 'Review deleted', failure: 'Failed to delete review' },
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

  const summary = `${pagination.total.toLocaleString('en-US')} ${pagination.total === 1 ? 'review' : 'reviews'}`;
  const filtered = Boolean(query.search || query.rating || query.productId);
  const productName = query.productId ? reviews[0]?.product.name : undefined;

  return (
    <div className="space-y-4">
      <ListSearchForm
        name="Find reviews"
        searchLabel="Search reviews"
        placeholder="Product, reviewer, e-mail or comment"
        maxLength={MAX_REVIEW_SEARCH_LENGTH}
        text={searchText}
        onTextChange={setSearchText}
        columns="sm:grid-cols-2"
      >
        <FilterSelect
          id={`${ids}-rating`}
          label="Rating"
          all="All ratings"
          options={RATING_OPTIONS}
          value={query.rating ?? ''}
          onChange={(event) => show({ rating: event.target.value ? Number(event.target.value) : undefined })}
        />
      </ListSearchForm>

      {query.productId && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-800">
          <span>{productName ? `Reviews of ${productName}` : 'Reviews of one product'}</span>
          <Link href={hrefOf({ ...query, page: 1, productId: undefined })} className="font-semibold text-brand-800 underline underline-offset-2">
            Show all products
          </Link>
        </p>
      )}

      {queryError && (
        <p role="alert" className="text-red-700">
          {`${queryError}: showing all reviews.`}
        </p>
      )}

      <p role="status" className="text-sm text-gray-700">
        {loading ? 'Loading reviews...' : list ? summary : ''}
      </p>

      {list === null ? (
        <p role="alert" className="text-red-700">
          Failed to fetch reviews
        </p>
      ) : reviews.length === 0 ? (
        <p className="text-gray-700">{filtered ? 'No reviews found.' : pagination.total > 0 ? 'No reviews on this page.' : 'No reviews yet.'}</p>
      ) : (
        <div aria-busy={loading} className={loading ? 'opacity-60 transition-opacity' : undefined}>
          <DataTable
            id={`${ids}-reviews`}
            caption={`Reviews, newest first, page ${pagination.page} of ${pageCount}`}
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
          label="Review pages"
          page={pagination.page}
          pageCount={pageCount}
          totalText={summary}
          hrefOf={(page) => hrefOf({ ...query, page })}
        />
      )}

      <DeleteDialog flow={deletion} title="Delete this review?" confirmLabel="Delete review">
        <p>
          {deletion.target
            ? `${deletion.target.user.name}'s ${deletion.target.rating}-star review of ${deletion.target.product.name} will be removed from the shop, and the product's rating recounted. It cannot be undone.`
            : null}
        </p>
      </DeleteDialog>
    </div>
  );
}
