'use client';

import { ExternalLink, X } from 'lucide-react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { type ReactNode, type RefObject, useId, useRef, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { DeliveryAddress } from '@/components/orders/delivery-address';
import { formatOrderDate, orderPath, statusLabel } from '@/components/orders/order-display';
import { OrderItems } from '@/components/orders/order-items';
import { OrderProgress } from '@/components/orders/order-progress';
import { OrderStatusBadge } from '@/components/orders/order-status-badge';
import { OrderSummary } from '@/components/orders/order-summary';
import { SelectInput } from '@/components/ui/select-input';
import { formatRs } from '@/lib/catalog/money';
import { apiFetch } from '@/lib/http/api-client';
import type { OrderJson } from '@/lib/orders/order-json';
import { parseProductDetails } from '@/lib/orders/product-details';
import { DELIVERY_STATUSES, PAYMENT_STATUSES } from '@/lib/orders/statuses';
import { CatalogueSearch } from './catalogue-search';

type OrderManagerProps = {
  /** The server's list for `search` (all orders, newest first, when it is empty). */
  orders: OrderJson[];
  search: string;
};

type StatusField = 'delivery_status' | 'payment_status';

/** The newer of the server's copy of an order and the one a save answered with (until the refresh arrives). */
function newer(fromServer: OrderJson, saved: OrderJson | undefined): OrderJson {
  return saved && Date.parse(saved.updatedAt) >= Date.parse(fromServer.updatedAt) ? saved : fromServer;
}

/**
 * Admin Orders Panel: search by order id (on the server, `?search=`), order cards, and the selected order's
 * panel beside the list (below it on phones) with its progress, status selects that save on change, products,
 * amounts, customer and delivery address.
 */
export function OrderManager({ orders, search }: OrderManagerProps) {
  const router = useRouter();
  const [query, setQuery] = useState(search);
  const [searching, startSearch] = useTransition();
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [saved, setSaved] = useState<Record<string, OrderJson>>({});
  const panelHeadingRef = useRef<HTMLHeadingElement>(null);

  const shown = orders.map((order) => newer(order, saved[order._id]));
  const selected = shown.find((order) => order._id === selectedId) ?? null;

  function runSearch(term: string) {
    startSearch(() => router.push(term ? `/admin/orders?search=${encodeURIComponent(term)}` : '/admin/orders'));
  }

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

  return (
    <div className="space-y-6">
      <CatalogueSearch
        label="Search orders by order id"
        placeholder="Order id, e.g. ORD-1732..."
        query={query}
        onQueryChange={setQuery}
        onSearch={runSearch}
        busy={searching}
        shownTerm={search}
        shownCount={orders.length}
      />
      {shown.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700">No orders found</p>
      ) : (
        <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <ul aria-label="Orders" className="space-y-3">
            {shown.map((order) => (
              <OrderCard
                key={order._id}
                order={order}
                selected={order._id === selectedId}
                onSelect={() => select(order._id)}
              />
            ))}
          </ul>
          {/* Beside the list on wide screens, scrolling on its own when taller than the window. */}
          <div className="lg:sticky lg:top-20 lg:max-h-[calc(100vh-6rem)] lg:overflow-y-auto lg:rounded-lg">
            {selected ? (
              <OrderPanel
                key={selected._id}
                order={selected}
                headingRef={panelHeadingRef}
                onClose={close}
                onSaved={(order) => {
                  setSaved((current) => ({ ...current, [order._id]: order }));
                  router.refresh();
                }}
              />
            ) : (
              <p className="hidden rounded-lg border border-dashed border-gray-300 p-6 text-center text-gray-700 lg:block">
                Select an order to see its details and change its status.
              </p>
            )}
          </div>
        </div>
      )}
    </div>
  );
}

const cardId = (id: string) => `order-card-${id}`;
const PANEL_ID = 'order-panel';

function OrderCard({ order, selected, onSelect }: { order: OrderJson; selected: boolean; onSelect: () => void }) {
  const customer = order.userId?.name ?? order.userName;
  return (
    <li>
      <button
        id={cardId(order._id)}
        type="button"
        onClick={onSelect}
        aria-current={selected ? 'true' : undefined}
        aria-controls={selected ? PANEL_ID : undefined}
        className={`w-full rounded-lg border bg-white p-4 text-left transition-colors hover:border-brand-700 ${selected ? 'border-brand-700 ring-2 ring-brand-700/30' : 'border-gray-200'}`}
      >
        <span className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
          <span className="font-mono text-sm font-semibold break-all text-gray-900">{order.orderId}</span>
          <span className="font-semibold text-gray-900">{formatRs(order.totalAmt)}</span>
        </span>
        <span className="mt-1 block text-sm break-words text-gray-700">
          {customer}
          <span className="text-gray-600">{` · ${formatOrderDate(order.createdAt)}`}</span>
        </span>
        <span className="mt-3 flex flex-wrap gap-2">
          <OrderStatusBadge label="Payment" status={order.payment_status} />
          <OrderStatusBadge label="Delivery" status={order.delivery_status} />
        </span>
      </button>
    </li>
  );
}

type OrderPanelProps = {
  order: OrderJson;
  headingRef: RefObject<HTMLHeadingElement | null>;
  onClose: () => void;
  onSaved: (order: OrderJson) => void;
};

function OrderPanel({ order, headingRef, onClose, onSaved }: OrderPanelProps) {
  const headingId = useId();
  // The field being saved and the value chosen, shown in its select until the server answers.
  const [saving, setSaving] = useState<{ field: StatusField; value: string } | null>(null);
  const customer = order.userId ?? { name: order.userName, email: order.userEmail };

  async function save(field: StatusField, value: string) {
    if (value === order[field]) return;
    setSaving({ field, value });
    const result = await apiFetch<OrderJson>(`/api/order/update/${encodeURIComponent(order._id)}`, {
      method: 'PUT',
      json: { [field]: value },
    });
    setSaving(null);
    if (!result.ok) {
      toast.error(result.message || 'Failed to update order');
      return;
    }
    toast.success(result.message || 'Order updated successfully');
    if (result.data) onSaved(result.data);
  }

  const valueOf = (field: StatusField) => (saving?.field === field ? saving.value : order[field]);

  return (
    <section
      id={PANEL_ID}
      aria-labelledby={headingId}
      className="space-y-5 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-gray-900">
            Order <span className="font-mono break-all">{order.orderId}</span>
          </h2>
          <p className="mt-0.5 text-sm text-gray-700">
            <time dateTime={order.createdAt}>{formatOrderDate(order.createdAt)}</time>
            {` · ${order.paymentMethod === 'cod' ? 'Cash on delivery' : 'Card'}`}
          </p>
        </div>
        <button
          type="button"
          onClick={onClose}
          aria-label="Close order details"
          className="rounded-md p-1.5 text-gray-700 hover:bg-gray-100 hover:text-gray-900"
        >
          <X aria-hidden className="size-5" />
        </button>
      </div>

      <OrderProgress status={order.delivery_status} />

      <div>
        <div className="grid gap-4 sm:grid-cols-2">
          <StatusSelect
            label="Delivery status"
            value={valueOf('delivery_status')}
            options={DELIVERY_STATUSES}
            disabled={saving !== null}
            onChange={(value) => save('delivery_status', value)}
          />
          <StatusSelect
            label="Payment status"
            value={valueOf('payment_status')}
            options={PAYMENT_STATUSES}
            disabled={saving !== null}
            onChange={(value) => save('payment_status', value)}
          />
        </div>
        <p role="status" className="mt-2 min-h-5 text-sm text-gray-700">
          {saving ? 'Saving...' : ''}
        </p>
      </div>

      <PanelPart title="Products">
        <OrderItems items={parseProductDetails(order.product_details)} />
      </PanelPart>
      <PanelPart title="Total">
        <OrderSummary {...order} />
      </PanelPart>
      <div className="grid gap-5 sm:grid-cols-2">
        <PanelPart title="Customer">
          <p className="text-sm font-medium break-words text-gray-900">{customer.name}</p>
          <p className="text-sm break-all text-gray-700">{customer.email}</p>
        </PanelPart>
        <PanelPart title="Delivery address">
          <DeliveryAddress address={order.delivery_address} />
        </PanelPart>
      </div>
      <Link href={orderPath(order.orderId)} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-800 hover:underline">
        <ExternalLink aria-hidden className="size-4" />
        Open the order page
      </Link>
    </section>
  );
}

function StatusSelect({
  label,
  value,
  options,
  disabled,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  disabled: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <SelectInput id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
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
