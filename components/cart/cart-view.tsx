'use client';

import { Minus, Plus, ShoppingBag, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { type ReactNode, useEffect, useOptimistic, useRef, useState, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { CatalogueImage } from '@/components/shop/product-image';
import { buttonClassName } from '@/components/ui/button-styles';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { CartLine as CartLineData } from '@/lib/cart/types';
import { formatRs, times } from '@/lib/money';
import type { OrderAmounts } from '@/lib/orders/types';
import { steppedQuantity, stockProblem } from './cart-lines';

/**
 * How the view changes the cart it shows: through the API for an account's cart, in the browser for a guest's. A
 * change answers null when done, else the message to show; `refresh` then brings the lines and amounts anew.
 */
export type CartChanges = {
  setQuantity: (line: CartLineData, quantity: number) => Promise<string | null>;
  remove: (line: CartLineData) => Promise<string | null>;
  refresh: () => void | Promise<void>;
};

type CartViewProps = {
  /** The cart as last read; `changes.refresh` brings the next one. */
  lines: CartLineData[];
  /** Priced on the server from the same lines; the refresh after a change brings the new ones. */
  amounts: OrderAmounts;
  changes: CartChanges;
  /** Under the summary: Checkout, or a guest's way to log in or register. */
  next: ReactNode;
};

type PendingChange = { type: 'quantity'; id: string; quantity: number } | { type: 'remove'; id: string };

function applyChange(lines: CartLineData[], change: PendingChange): CartLineData[] {
  if (change.type === 'remove') return lines.filter((line) => line.id !== change.id);
  return lines.map((line) => (line.id === change.id ? { ...line, quantity: change.quantity } : line));
}

const stepButtonClassName =
  'inline-flex size-10 items-center justify-center text-gray-700 hover:bg-gray-100 disabled:cursor-not-allowed disabled:opacity-40';

/**
 * A cart: lines with quantity steppers and Delete, the summary and what comes next. The server is the source of the
 * lines' prices and the amounts: a change is made (`changes`), shown at once (optimistically) and then read again.
 * Every control waits while a change is in flight.
 */
export function CartView({ lines, amounts, changes, next }: CartViewProps) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const [busy, startTransition] = useTransition();
  const [shown, showChange] = useOptimistic(lines, applyChange);
  const [confirming, setConfirming] = useState<CartLineData | null>(null);
  const [deleting, setDeleting] = useState(false);
  const focusTarget = useRef<HTMLHeadingElement & HTMLParagraphElement>(null);
  const focusAfterRemoval = useRef(false);

  // A removed line takes its Delete button with it: focus moves to the list's heading (or the empty message),
  // after the confirmation dialog has given focus back to its opener.
  useEffect(() => {
    if (!focusAfterRemoval.current) return;
    focusAfterRemoval.current = false;
    const timer = window.setTimeout(() => focusTarget.current?.focus(), 0);
    return () => window.clearTimeout(timer);
  }, [shown.length]);

  function changeQuantity(line: CartLineData, quantity: number) {
    startTransition(async () => {
      showChange({ type: 'quantity', id: line.id, quantity });
      const problem = await changes.setQuantity(line, quantity);
      if (problem) toast.error(problem);
      // Success or not, show what the cart now holds (the stock may have changed meanwhile).
      await changes.refresh();
    });
  }

  async function deleteConfirmed() {
    const line = confirming;
    if (!line) return;
    setDeleting(true);
    const problem = await changes.remove(line);
    setDeleting(false);
    setConfirming(null);
    if (problem) {
      toast.error(problem);
      startTransition(() => changes.refresh());
      return;
    }
    toast.success(t('toast.removed'));
    focusAfterRemoval.current = true;
    startTransition(async () => {
      showChange({ type: 'remove', id: line.id });
      await changes.refresh();
    });
  }

  if (shown.length === 0) {
    return (
      <div className="rounded-lg border border-dashed border-gray-300 px-6 py-12 text-center">
        <ShoppingBag aria-hidden className="mx-auto size-10 text-gray-400" />
        <p ref={focusTarget} tabIndex={-1} className="mt-4 text-lg font-semibold text-gray-900">
          {t('empty')}
        </p>
        <Link href="/shop" className={`${buttonClassName()} mt-6`}>
          {t('continueShopping')}
        </Link>
      </div>
    );
  }

  const linesChanged = shown !== lines;

  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
      <section aria-labelledby="cart-items-heading">
        <h2 id="cart-items-heading" ref={focusTarget} tabIndex={-1} className="sr-only">
          {t('itemsHeading')}
        </h2>
        <ul aria-label={t('itemsLabel')} aria-busy={busy} className="divide-y divide-gray-200 border-y border-gray-200">
          {shown.map((line) => (
            <CartLine
              key={line.id}
              line={line}
              disabled={busy || deleting}
              onStep={(step) => {
                const next = steppedQuantity(line.quantity, step, line.stock);
                if (next !== null) changeQuantity(line, next);
              }}
              onDelete={() => setConfirming(line)}
            />
          ))}
        </ul>
      </section>

      <section
        aria-labelledby="cart-summary-heading"
        aria-busy={busy}
        className="rounded-lg border border-gray-200 bg-gray-50 p-5 sm:p-6"
      >
        <h2 id="cart-summary-heading" className="text-lg font-semibold text-gray-900">
          {t('summary.heading')}
        </h2>
        <dl className="mt-4 space-y-3 text-sm">
          <SummaryRow term={t('summary.subtotal')} value={formatRs(amounts.subtotal, locale)} />
          <SummaryRow term={t('summary.shipping')} value={formatRs(amounts.deliveryFee, locale)} />
          <SummaryRow term={t('summary.total')} value={formatRs(amounts.total, locale)} strong />
        </dl>
        {linesChanged ? (
          <p className="mt-3 text-xs text-gray-600" role="status">
            {t('summary.updating')}
          </p>
        ) : null}
        {next}
      </section>

      <ConfirmDialog
        open={confirming !== null}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        busyLabel={t('remove.busy')}
        cancelLabel={t('remove.cancel')}
        busy={deleting}
        onConfirm={() => void deleteConfirmed()}
        onCancel={() => setConfirming(null)}
      >
        <p>{confirming ? t('remove.text', { name: confirming.name }) : null}</p>
      </ConfirmDialog>
    </div>
  );
}

type CartLineProps = {
  line: CartLineData;
  disabled: boolean;
  onStep: (step: 1 | -1) => void;
  onDelete: () => void;
};

function CartLine({ line, disabled, onStep, onDelete }: CartLineProps) {
  const t = useTranslations('cart');
  const locale = useLocale();
  const nameId = `cart-line-${line.id}`;
  const problem = stockProblem(line);
  return (
    <li aria-labelledby={nameId} className="flex gap-4 py-5">
      <Link href={`/product/${line.productId}`} tabIndex={-1} aria-hidden className="shrink-0">
        <CatalogueImage
          src={line.image}
          alt=""
          size={96}
          className="size-20 rounded-md border border-gray-200 bg-gray-100 object-cover sm:size-24"
        />
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-1">
          <Link
            id={nameId}
            href={`/product/${line.productId}`}
            className="block font-medium break-words text-gray-900 hover:underline"
          >
            {line.name}
          </Link>
          <p className="text-sm text-gray-700">
            <span className="sr-only">{t('line.price')}</span>
            {formatRs(line.price, locale)}
            <span aria-hidden>{t('line.each')}</span>
          </p>
          {problem ? (
            <p className="text-sm font-medium text-red-700">{t(`stock.${problem.key}`, { count: problem.count })}</p>
          ) : null}
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <div className="inline-flex items-center overflow-hidden rounded-md border border-gray-300 bg-white">
            <button
              type="button"
              aria-label={t('line.decrease', { name: line.name })}
              disabled={disabled || steppedQuantity(line.quantity, -1, line.stock) === null}
              onClick={() => onStep(-1)}
              className={stepButtonClassName}
            >
              <Minus aria-hidden className="size-4" />
            </button>
            <output
              aria-label={t('line.quantity', { name: line.name })}
              aria-live="polite"
              className="w-12 border-x border-gray-300 text-center leading-10 tabular-nums"
            >
              {line.quantity}
            </output>
            <button
              type="button"
              aria-label={t('line.increase', { name: line.name })}
              disabled={disabled || steppedQuantity(line.quantity, 1, line.stock) === null}
              onClick={() => onStep(1)}
              className={stepButtonClassName}
            >
              <Plus aria-hidden className="size-4" />
            </button>
          </div>
          <p className="text-sm font-semibold whitespace-nowrap text-gray-900 tabular-nums">
            <span className="sr-only">{t('line.lineTotal')}</span>
            {formatRs(times(line.price, line.quantity), locale)}
          </p>
          <button
            type="button"
            onClick={onDelete}
            disabled={disabled}
            aria-label={t('line.delete', { name: line.name })}
            className="inline-flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-medium text-red-700 hover:bg-red-50 disabled:cursor-not-allowed disabled:opacity-50"
          >
            <Trash2 aria-hidden className="size-4" />
            {t('line.deleteButton')}
          </button>
        </div>
      </div>
    </li>
  );
}

function SummaryRow({ term, value, strong = false }: { term: string; value: string; strong?: boolean }) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'border-t border-gray-200 pt-3 text-base font-semibold text-gray-900' : 'text-gray-700'}`}
    >
      <dt>{term}</dt>
      <dd className="tabular-nums">{value}</dd>
    </div>
  );
}
