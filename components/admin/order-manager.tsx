'use client';

import { createColumnHelper, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { Download, ExternalLink, FileDown, PackageCheck, Undo2, X } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useRouter } from '@/lib/i18n/navigation';
import { type ReactNode, type Ref, type RefObject, useCallback, useId, useMemo, useRef, useState, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { toast } from '@/components/ui/toast';
import { DeliveryAddress } from '@/components/orders/delivery-address';
import { formatOrderDate, orderPath } from '@/components/orders/order-display';
import { OrderItems } from '@/components/orders/order-items';
import { OrderProgress } from '@/components/orders/order-progress';
import { ShipmentDetails } from '@/components/orders/shipment-details';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderSummary } from '@/components/orders/order-summary';
import { useStatusLabel } from '@/components/orders/use-status-label';
import { RefundedAmount } from '@/components/orders/refunded-amount';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DataTable, TableBodyRows, TableHeaderRows } from '@/components/ui/data-table';
import { Pager } from '@/components/ui/pager';
import { SelectInput } from '@/components/ui/select-input';
import { formatRs, type Money, toRupees, ZERO } from '@/lib/money';
import { apiFetch } from '@/lib/http/api-client';
import { resultMessage } from '@/lib/http/result-message';
import { invoicePath, isPaid, isToPack, packingSlipPath } from '@/lib/orders/documents';
import { type AdminOrderQuery, adminOrderQuerySchema, adminOrdersHref, ordersExportHref } from '@/lib/orders/list-query';
import { type OrderJson, orderFromJson } from '@/lib/orders/order-json';
import type { OrderPage } from '@/lib/orders/order-lists';
import { listedCourier, trackingLink } from '@/lib/orders/fulfilment';
import { DELIVERY_STATUSES, isPaidStatus, PAYMENT_STATUSES, SETTABLE_PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { refundLeft } from '@/lib/payments/refund-rules';
import type { Courier, Order } from '@/lib/orders/types';
import { CatalogueSearch } from './catalogue-search';
import { DayRangeFields, FilterFieldset, FilterSelect, useCheckedFilters } from './filter-fields';
import { type RefundRequest, RefundOrderForm } from './refund-order-form';
import { type Shipment, ShipOrderForm } from './ship-order-form';
import { useDebouncedSearch } from './use-debounced-search';
import { useUrlField } from './use-url-field';

type OrderManagerProps = {
  /** The page of orders the server read for `query`, newest first. */
  orders: Order[];
  pagination: OrderPage['pagination'];
  query: AdminOrderQuery;
  /** The couriers offered when shipping. */
  couriers: Courier[];
};

/** The statuses an admin sets, by the names the update request sends them under. */
const STATUS_FIELDS = { delivery_status: 'deliveryStatus', payment_status: 'paymentStatus' } as const;
type StatusField = keyof typeof STATUS_FIELDS;

/** The newer of the server's copy of an order and the one a save answered with (until the refresh arrives). */
function newer(fromServer: Order, saved: Order | undefined): Order {
  return saved && saved.updatedAt >= fromServer.updatedAt ? saved : fromServer;
}

const column = createColumnHelper<Order>();

/**
 * Admin Orders Panel: search (order id, customer name, e-mail or phone) and filters kept in the URL, so a view can
 * be bookmarked; a page of orders from the server as a table (TanStack Table in manual mode: the server pages and
 * filters); the selected order's panel beside the table (below it on phones) with its progress, status selects that
 * save on change, products, amounts, customer and delivery address. Export CSV downloads every order of the current
 * filters, a row per line, streamed by the server.
 */
export function OrderManager({ orders, pagination, query, couriers }: OrderManagerProps) {
  const t = useTranslations('admin.orders.list');
  const tOrders = useTranslations('orders');
  const tShared = useTranslations('admin.shared');
  const locale = useLocale();
  const router = useRouter();
  const [navigating, startNavigation] = useTransition();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saved, setSaved] = useState<Record<string, Order>>({});
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);

  const shown = orders.map((order) => newer(order, saved[order.id]));
  const selected = shown.find((order) => order.id === selectedId) ?? null;

  const nextView = useNextView(query);
  const go = useCallback(
    (changes: Partial<AdminOrderQuery>) => startNavigation(() => router.push(adminOrdersHref(nextView(changes)), { scroll: false })),
    [nextView, router],
  );

  const { box: searchBox } = useDebouncedSearch(query.search ?? '', (wanted) => go({ search: wanted }));

  const columns = useMemo(
    () => [
      column.accessor('number', {
        id: 'orderId',
        header: t('order'),
        cell: ({ row }) => <OrderCell order={row.original} selected={row.original.id === selectedId} onSelect={() => select(row.original.id)} />,
      }),
      column.accessor((order) => order.amounts.total, {
        id: 'total',
        header: t('total'),
        cell: ({ getValue }) => <span className="font-semibold whitespace-nowrap text-gray-900 tabular-nums">{formatRs(getValue(), locale)}</span>,
      }),
      column.display({
        id: 'status',
        header: t('status'),
        cell: ({ row }) => (
          <span className="flex flex-wrap gap-2">
            <OrderStatusBadge label={tOrders('list.payment')} status={row.original.paymentStatus} />
            <OrderStatusBadge label={tOrders('list.delivery')} status={row.original.deliveryStatus} />
          </span>
        ),
      }),
    ],
    [selectedId, t, tOrders, locale],
  );

  // eslint-disable-next-line react-hooks/incompatible-library -- the table is read fresh on each render, never memoized
  const table = useReactTable({
    data: shown,
    columns,
    getRowId: (order) => order.id,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualFiltering: true,
    rowCount: pagination.total,
    state: { pagination: { pageIndex: pagination.page - 1, pageSize: pagination.limit } },
  });

  function select(id: string) {
    setSelectedId(id);
    // Focus the panel's heading: screen readers announce it, and on a phone it scrolls the panel into view.
    requestAnimationFrame(() => panelHeadingRef.current?.focus());
  }

  function close() {
    const id = selectedId;
    setSelectedId(null);
    if (id) requestAnimationFrame(() => document.getElementById(cardId(id))?.focus());
  }

  const pageCount = Math.max(1, table.getPageCount());
  const totalText = t('count', { count: pagination.total });
  const pager = (
    <Pager
      label={tOrders('list.pagerLabel')}
      page={pagination.page}
      pageCount={pageCount}
      totalText={totalText}
      hrefOf={(page) => adminOrdersHref({ ...query, page })}
    />
  );

  return (
    <div className="space-y-6">
      <CatalogueSearch
        label={t('searchLabel')}
        placeholder={t('searchPlaceholder')}
        {...searchBox}
        busy={navigating}
        shownCount={pagination.total}
      />
      <OrderFilters query={query} onChange={go} />
      <div className="flex justify-end">
        {pagination.total === 0 ? (
          <a role="link" aria-disabled="true" className={`${buttonClassName('secondary')} cursor-not-allowed opacity-60`}>
            <Download aria-hidden className="size-4" />
            {tShared('exportCsv')}
          </a>
        ) : (
          // A plain link: the browser downloads the streamed file under the server's name (Content-Disposition) with the
          // session cookie.
          <a href={ordersExportHref(query)} download className={buttonClassName('secondary')}>
            <Download aria-hidden className="size-4" />
            {tShared('exportCsv')}
            <span className="sr-only">{` (${totalText})`}</span>
          </a>
        )}
      </div>
      {shown.length === 0 ? (
        <div className="space-y-4">
          <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">{t('noneFound')}</p>
          {pagination.page > 1 && pager}
        </div>
      ) : (
        <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
          <div aria-busy={navigating} className={`space-y-4 transition-opacity ${navigating ? 'opacity-60' : ''}`}>
            <DataTable
              id="admin-orders"
              caption={t('caption')}
              bodyClassName="align-top"
              head={<TableHeaderRows table={table} />}
            >
              <TableBodyRows
                table={table}
                headerColumn="orderId"
                headerClassName="px-4 py-3 font-normal"
                cellClassName="px-4 py-3"
                rowClassName={(row) => (row.id === selectedId ? 'bg-brand-50' : undefined)}
              />
            </DataTable>
            {pager}
          </div>
          {/* Beside the table on wide screens, scrolling on its own when taller than the window. */}
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:rounded-lg">
            {selected ? (
              <OrderPanel
                key={selected.id}
                order={selected}
                couriers={couriers}
                headingRef={panelHeadingRef}
                onClose={close}
                onSaved={(order) => {
                  setSaved((current) => ({ ...current, [order.id]: order }));
                  router.refresh();
                }}
              />
            ) : (
              <p className="hidden rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700 lg:block">
                {t('selectHint')}
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

const cardId = (id: string) => `order-card-${id}`;
const PANEL_LINK = 'inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline';
const PANEL_ID = 'order-panel';

/** The order's id as the button that opens its panel, with the customer and the date below it. */
function OrderCell({ order, selected, onSelect }: { order: Order; selected: boolean; onSelect: () => void }) {
  const locale = useLocale();
  const customer = order.customer ?? { name: order.customerName, email: order.customerEmail };
  return (
    <>
      <button
        id={cardId(order.id)}
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        aria-controls={selected ? PANEL_ID : undefined}
        className="text-left font-mono text-sm font-semibold break-all text-brand-800 underline-offset-2 hover:underline"
      >
        {order.number}
      </button>
      <span className="mt-1 block break-words text-gray-900">{customer.name}</span>
      <span className="block break-all text-gray-600">{customer.email}</span>
      <time dateTime={order.createdAt.toISOString()} className="block text-gray-600">
        {formatOrderDate(order.createdAt, locale)}
      </time>
    </>
  );
}

const ALL = '';
const METHODS = ['card', 'cod'] as const;

/**
 * The filters: delivery status, payment status, payment method and a range of days; each change shows page 1. A date
 * still being typed (the browser reports year 0002 on the way to 2026) waits; a range that ends before it starts is
 * explained here rather than asked of the server.
 */
function OrderFilters({ query, onChange }: { query: AdminOrderQuery; onChange: (changes: Partial<AdminOrderQuery>) => void }) {
  const fields = {
    delivery_status: useUrlField(query.delivery_status ?? ALL),
    payment_status: useUrlField(query.payment_status ?? ALL),
    paymentMethod: useUrlField(query.paymentMethod ?? ALL),
    from: useUrlField(query.from ?? ALL),
    to: useUrlField(query.to ?? ALL),
  };
  const { control, label, problem } = useCheckedFilters(fields, query, adminOrderQuerySchema, onChange);
  const t = useTranslations('admin.orders.filters');
  const tDetail = useTranslations('orders.detail');
  const statusLabel = useStatusLabel();
  const statusOptions = (statuses: readonly string[]) => statuses.map((status) => [status, statusLabel(status)] as const);
  const methodOptions = METHODS.map((method) => [method, tDetail(method)] as const);

  return (
    <FilterFieldset legend={t('legend')} columns="sm:grid-cols-2 lg:grid-cols-5" problem={problem}>
      <FilterSelect label={t('delivery')} all={t('allDeliveries')} options={statusOptions(DELIVERY_STATUSES)} {...control('delivery_status')} />
      <FilterSelect label={t('payment')} all={t('allPayments')} options={statusOptions(PAYMENT_STATUSES)} {...control('payment_status')} />
      <FilterSelect label={t('method')} all={t('allMethods')} options={methodOptions} {...control('paymentMethod')} />
      <DayRangeFields control={control} label={label} />
    </FilterFieldset>
  );
}

type OrderPanelProps = {
  order: Order;
  couriers: Courier[];
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  onSaved: (order: Order) => void;
};

function OrderPanel({ order, couriers, headingRef, onClose, onSaved }: OrderPanelProps) {
  const t = useTranslations('admin.orders');
  const tDetail = useTranslations('orders.detail');
  const tOrders = useTranslations('orders');
  const tShared = useTranslations('admin.shared');
  const locale = useLocale();
  const headingId = useId();
  // The field being saved and the value chosen, shown in its select until the server answers.
  const [saving, setSaving] = useState<{ field: StatusField; value: string } | null>(null);
  // Shipping asks for the courier and the tracking number first: their form is open meanwhile.
  const [shipping, setShipping] = useState(false);
  const [refunding, setRefunding] = useState(false);
  // Cancelling a paid card order asks first whether to refund it.
  const [cancelPrompt, setCancelPrompt] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const deliveryRef = useRef<HTMLSelectElement>(null);
  const paid = isPaidStatus(order.paymentStatus);
  const left = paid ? refundLeft(order.amounts.total, order.refundedAmount) : ZERO;
  // Refunds own the refund statuses: the select only shows them.
  const refundStatus = order.paymentStatus === 'refunded' || order.paymentStatus === 'partially_refunded';
  const customer = order.customer ?? { name: order.customerName, email: order.customerEmail };
  const trackingUrl = trackingLink(listedCourier(couriers, order.courier)?.trackingUrl ?? null, order.trackingNumber);

  /** Sends a change; resolves to the server's refusal (also toasted), or null once saved. */
  async function send(json: Record<string, string>): Promise<string | null> {
    const result = await apiFetch<OrderJson>(`/api/order/update/${encodeURIComponent(order.id)}`, { method: 'PUT', json });
    if (!result.ok) {
      const message = resultMessage(result, t('toasts.updateFailed'));
      toast.error(message);
      return message;
    }
    toast.success(resultMessage(result, t('toasts.updated')));
    if (result.data) onSaved(orderFromJson(result.data));
    return null;
  }

  /** Refunds the order; resolves to the server's refusal (also toasted), or null once refunded. */
  async function refund({ amount, reason }: RefundRequest): Promise<string | null> {
    const result = await apiFetch<OrderJson>('/api/payments/refund', { method: 'POST', json: { orderId: order.id, amount: toRupees(amount), reason } });
    if (!result.ok) {
      const message = resultMessage(result, t('toasts.refundFailed'));
      toast.error(message);
      return message;
    }
    toast.success(resultMessage(result, t('toasts.refunded')));
    if (result.data) onSaved(orderFromJson(result.data));
    setRefunding(false);
    return null;
  }

  async function cancelOrder(refundToo: Money | null) {
    setCancelling(true);
    const refusal = await send({ delivery_status: 'cancelled' });
    if (refusal === null && refundToo !== null) await refund({ amount: refundToo, reason: 'Order cancelled' });
    setCancelling(false);
    setCancelPrompt(false);
  }

  async function save(field: StatusField, value: string) {
    if (field === 'delivery_status' && value === 'cancelled' && order.deliveryStatus !== 'cancelled' && order.paymentMethod === 'card' && left > 0) {
      setCancelPrompt(true);
      return;
    }
    if (field === 'delivery_status') {
      setShipping(value === 'shipped');
      if (value === 'shipped') return;
    }
    if (value === order[STATUS_FIELDS[field]]) return;
    setSaving({ field, value });
    await send({ [field]: value });
    setSaving(null);
  }

  async function ship(shipment: Shipment): Promise<string | null> {
    const refusal = await send({ delivery_status: 'shipped', ...shipment });
    if (refusal === null) closeShipping();
    return refusal;
  }

  function closeShipping() {
    setShipping(false);
    // The form's buttons go away with it: back to the select that opened it.
    requestAnimationFrame(() => deliveryRef.current?.focus());
  }

  const valueOf = (field: StatusField) =>
    field === 'delivery_status' && shipping ? 'shipped' : saving?.field === field ? saving.value : order[STATUS_FIELDS[field]];

  return (
    <section
      id={PANEL_ID}
      aria-labelledby={headingId}
      className="space-y-5 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900">
            {t.rich('panel.heading', {
              number: order.number,
              code: (chunks) => <span className="font-mono break-all">{chunks}</span>,
            })}
          </h2>
          <p className="mt-0.5 text-sm text-gray-700">
            <time dateTime={order.createdAt.toISOString()}>{formatOrderDate(order.createdAt, locale)}</time>
            {` · ${tDetail(order.paymentMethod === 'cod' ? 'cod' : 'card')}`}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label={t('panel.close')}
          className="rounded-md p-1.5 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>

      <OrderProgress status={order.deliveryStatus} />

      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          <StatusSelect
            ref={deliveryRef}
            label={tDetail('deliveryStatus')}
            value={valueOf('delivery_status')}
            options={DELIVERY_STATUSES}
            disabled={saving !== null}
            onChange={(value) => save('delivery_status', value)}
          />
          <StatusSelect
            label={tDetail('paymentStatus')}
            value={valueOf('payment_status')}
            options={refundStatus ? PAYMENT_STATUSES : SETTABLE_PAYMENT_STATUSES}
            disabled={saving !== null || refundStatus}
            onChange={(value) => save('payment_status', value)}
          />
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
          {saving ? tShared('saving') : ''}
        </p>
        {shipping && <ShipOrderForm couriers={couriers} order={order} onShip={ship} onCancel={closeShipping} />}
      </div>

      {order.shippedAt && (
        <PanelPart title={t('panel.shipment')}>
          <ShipmentDetails order={order} trackingUrl={trackingUrl} />
          {order.deliveryStatus === 'shipped' && !shipping && (
            <button
              type="button"
              onClick={() => setShipping(true)}
              className="mt-2 text-sm font-medium text-brand-800 underline-offset-2 hover:underline"
            >
              {t('panel.changeShipment')}
            </button>
          )}
        </PanelPart>
      )}

      <PanelPart title={tDetail('products')}>
        <OrderItems items={order.items} />
      </PanelPart>
      <PanelPart title={tOrders('summary.total')}>
        <OrderSummary amounts={order.amounts} couponCode={order.couponCode} />
        <RefundedAmount order={order} />
        {paid && left > 0 && !refunding && (
          <button type="button" onClick={() => setRefunding(true)} className={`mt-3 ${buttonClassName('secondary')}`}>
            <Undo2 aria-hidden className="size-4" />
            {t('panel.refund')}
          </button>
        )}
        {refunding && (
          <div className="mt-3">
            <RefundOrderForm orderId={order.id} paymentMethod={order.paymentMethod} left={left} onRefund={refund} onCancel={() => setRefunding(false)} />
          </div>
        )}
      </PanelPart>
      <ConfirmDialog
        open={cancelPrompt}
        title={t('cancelRefund.title')}
        confirmLabel={t('cancelRefund.confirm', { amount: formatRs(left, locale) })}
        busyLabel={tOrders('cancel.busy')}
        cancelLabel={t('cancelRefund.keep')}
        busy={cancelling}
        onConfirm={() => cancelOrder(left)}
        onCancel={() => setCancelPrompt(false)}
      >
        <p>{t('cancelRefund.question', { amount: formatRs(left, locale) })}</p>
        <p>
          {t('cancelRefund.explain')}{' '}
          <button
            type="button"
            disabled={cancelling}
            onClick={() => cancelOrder(null)}
            className="font-medium text-brand-800 underline underline-offset-2"
          >
            {t('cancelRefund.withoutRefund')}
          </button>
        </p>
      </ConfirmDialog>
      <div className="grid gap-5 sm:grid-cols-2">
        <PanelPart title={tDetail('customer')}>
          <p className="text-sm font-medium break-words text-gray-900">{customer.name}</p>
          <p className="text-sm break-all text-gray-700">{customer.email}</p>
        </PanelPart>
        <PanelPart title={tDetail('deliveryAddress')}>
          <DeliveryAddress address={order.address} />
        </PanelPart>
      </div>
      <div className="flex flex-wrap gap-x-5 gap-y-2">
        <Link href={orderPath(order.number)} className={PANEL_LINK}>
          <ExternalLink aria-hidden className="size-4" />
          {t('panel.openOrderPage')}
        </Link>
        {/* Plain links: the browser downloads the PDF under the server's name (Content-Disposition) with the session cookie. */}
        {isPaid(order) && (
          <a href={invoicePath(order.id)} download className={PANEL_LINK}>
            <FileDown aria-hidden className="size-4" />
            {tDetail('downloadInvoice')}
          </a>
        )}
        {isToPack(order) && (
          <a href={packingSlipPath(order.id)} download className={PANEL_LINK}>
            <PackageCheck aria-hidden className="size-4" />
            {t('panel.packingSlip')}
          </a>
        )}
      </div>
    </section>
  );
}

function StatusSelect({
  ref,
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  ref?: Ref<HTMLSelectElement>;
  label: string;
  value: string;
  options: readonly string[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const statusLabel = useStatusLabel();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <SelectInput ref={ref} id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {statusLabel(option)}
          </option>
        ))}
      </SelectInput>
    </div>
  );
}

function PanelPart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h3 className="mb-2 text-sm font-semibold tracking-wide text-gray-600 uppercase">{title}</h3>
      {children}
    </div>
  );
}
