'use client';

import { Check, CheckCheck, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { usePathname, useRouter } from '@/lib/i18n/navigation';
import { useEffect, useId, useState, useTransition } from 'react';
import { useNextView } from '@/components/ui/use-next-view';
import { toast } from '@/components/ui/toast';
import { Badge } from '@/components/ui/badge';
import { buttonClassName } from '@/components/ui/button-styles';
import { Pager, pageCountOf } from '@/components/ui/pager';
import { selectClassName } from '@/components/ui/select-input';
import { apiFetch } from '@/lib/http/api-client';
import { localDayTime } from '@/lib/i18n/dates';
import { useLocalizedMessage } from '@/lib/i18n/use-localized-message';
import type { Locale } from '@/lib/i18n/locales';
import { resultMessage } from '@/lib/http/result-message';
import {
  NOTIFICATION_TYPES,
  type NotificationQuery,
  notificationsHref,
  USER_NOTIFICATION_TYPES,
} from '@/lib/notifications/notification-query';
import type { NotificationList as NotificationPage } from '@/lib/notifications/notifications';
import type { Notification } from '@/lib/notifications/types';
import type { LiveAudience } from './live-connection';
import { useLiveNotifications } from './live-notifications';
import { notificationOrderHref } from './order-href';

/** The failure messages (keys of the 'notifications' texts), which differ between the two lists. */
const TEXTS = {
  user: {
    load: 'loadFailed',
    read: 'readFailed',
    remove: 'removeFailed',
    readAll: '/api/notifications/read-all',
    types: USER_NOTIFICATION_TYPES,
  },
  admin: {
    load: 'adminLoadFailed',
    read: 'readFailed',
    remove: 'adminRemoveFailed',
    readAll: '/api/notifications/admin/read-all',
    types: NOTIFICATION_TYPES,
  },
} as const;

const englishTime = new Intl.DateTimeFormat('en-LK', { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Asia/Colombo' });
/** When a notification came: in Sinhala and Tamil from fixed parts, so the server's text and the browser's agree. */
const shownTime = (date: Date, locale: Locale) => (locale === 'en' ? englishTime.format(date) : localDayTime(date, locale));
const labelClassName = 'block text-sm font-medium text-gray-900';
const orderLinkClassName = 'font-semibold text-brand-800 underline underline-offset-2 hover:text-brand-700';

/** 'orderId' -> 'Order id', 'payment_status' -> 'Payment status': the label of a meta key the texts do not name. */
export function metaLabel(key: string): string {
  const words = key.replace(/_/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The meta keys the shop's notifications carry, whose labels are in the 'notifications.meta' texts. */
const NAMED_META_KEYS = [
  'orderId',
  'paymentId',
  'customer',
  'product',
  'productId',
  'stock',
  'event',
  'name',
  'email',
  'rating',
  'user',
] as const;
const isNamedMetaKey = (key: string): key is (typeof NAMED_META_KEYS)[number] =>
  (NAMED_META_KEYS as readonly string[]).includes(key);

function metaText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : JSON.stringify(value);
}

type NotificationListProps = {
  audience: LiveAudience;
  /** The page the server read, or null when reading failed. */
  list: NotificationPage | null;
  query: NotificationQuery;
  /** A refused address, said above the default view. */
  queryError: string | null;
  /** Unread notifications of this list, all pages and types (enables "Mark all read"). */
  unread: number;
};

/**
 * A notification list (dashboard or admin), one page at a time with the view in the address (?type=&status=&page=):
 * message, time and meta as labelled lines (an order id links to the order), Mark Read and Delete, Mark all read.
 * What arrives live for this audience is prepended on a first page that would show it (no type filter, not the read
 * ones); the count follows anyway.
 */
export function NotificationList({ audience, list, query, queryError, unread: initialUnread }: NotificationListProps) {
  const texts = TEXTS[audience];
  const t = useTranslations('notifications');
  const locale = useLocale();
  const router = useRouter();
  const pathname = usePathname();
  const ids = useId();
  const [loading, startLoading] = useTransition();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [markingAll, setMarkingAll] = useState(false);
  const { adjustUnread, onNotification } = useLiveNotifications();

  // The server's page, adjusted locally by marks, deletes and live arrivals until the next page comes.
  const [shownList, setShownList] = useState(list);
  const [notifications, setNotifications] = useState(list?.notifications ?? []);
  const [total, setTotal] = useState(list?.pagination.total ?? 0);
  const [unread, setUnread] = useState(initialUnread);
  if (shownList !== list) {
    setShownList(list);
    setNotifications(list?.notifications ?? []);
    setTotal(list?.pagination.total ?? 0);
    setUnread(initialUnread);
  }

  const showsLive = query.page === 1 && !query.type && query.status !== 'read';
  useEffect(
    () =>
      onNotification((notification, from) => {
        if (from !== audience) return;
        setUnread((count) => count + 1);
        if (!showsLive) return;
        // Kept on top of the page being read (it may grow past the page size until the next page is read).
        setNotifications((items) => [notification, ...items.filter((item) => item.id !== notification.id)]);
        setTotal((count) => count + 1);
      }),
    [audience, onNotification, showsLive],
  );

  const nextView = useNextView(query);
  function show(change: Partial<NotificationQuery>) {
    startLoading(() => router.push(notificationsHref(pathname, nextView(change)), { scroll: false }));
  }

  async function markRead(notification: Notification) {
    setBusyId(notification.id);
    const result = await apiFetch(`/api/notifications/${encodeURIComponent(notification.id)}/read`, { method: 'PATCH' });
    setBusyId(null);
    if (!result.ok) return void toast.error(resultMessage(result, t(texts.read)));
    setNotifications((items) => items.map((item) => (item.id === notification.id ? { ...item, read: true } : item)));
    setUnread((count) => Math.max(0, count - 1));
    adjustUnread(-1);
  }

  async function remove(notification: Notification) {
    setBusyId(notification.id);
    const result = await apiFetch(`/api/notifications/${encodeURIComponent(notification.id)}`, { method: 'DELETE' });
    setBusyId(null);
    if (!result.ok) return void toast.error(resultMessage(result, t(texts.remove)));
    setNotifications((items) => items.filter((item) => item.id !== notification.id));
    setTotal((count) => Math.max(0, count - 1));
    if (!notification.read) {
      setUnread((count) => Math.max(0, count - 1));
      adjustUnread(-1);
    }
    toast.success(t('deleted'));
  }

  async function markAllRead() {
    setMarkingAll(true);
    const result = await apiFetch<{ marked: number }>(texts.readAll, { method: 'PATCH' });
    setMarkingAll(false);
    if (!result.ok) return void toast.error(resultMessage(result, t(texts.read)));
    const marked = result.data?.marked ?? 0;
    setNotifications((items) => items.map((item) => ({ ...item, read: true })));
    setUnread(0);
    adjustUnread(-marked);
    toast.success(resultMessage(result, t('allRead')));
    // An unread-only view is now empty: read it again.
    if (query.status === 'unread') startLoading(() => router.refresh());
  }

  // The shop's notifications and the address's refusal are stored and written in English: shown in the page's language.
  const localize = useLocalizedMessage(notifications.length > 0 || queryError !== null);

  const pagination = list?.pagination ?? { page: query.page, limit: query.limit, hasMore: false, total: 0 };
  const pageCount = pageCountOf(total, pagination.limit);
  const summary = t('count', { count: total, total: String(total) });
  const filtered = Boolean(query.type || query.status);

  return (
    <div className="space-y-4">
      <div className="flex flex-col gap-3 rounded-lg border border-gray-200 bg-gray-50 p-4 sm:flex-row sm:items-end sm:justify-between">
        <form
          aria-label={t('filterLabel')}
          onSubmit={(event) => event.preventDefault()}
          className="grid grid-cols-1 gap-3 sm:grid-cols-2"
        >
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-type`} className={labelClassName}>
              {t('type')}
            </label>
            <select
              id={`${ids}-type`}
              value={query.type ?? ''}
              onChange={(event) => show({ type: (event.target.value || undefined) as NotificationQuery['type'] })}
              className={selectClassName}
            >
              <option value="">{t('allTypes')}</option>
              {texts.types.map((type) => (
                <option key={type} value={type}>
                  {t(`types.${type}`)}
                </option>
              ))}
            </select>
          </div>
          <div className="space-y-1.5">
            <label htmlFor={`${ids}-status`} className={labelClassName}>
              {t('show')}
            </label>
            <select
              id={`${ids}-status`}
              value={query.status ?? ''}
              onChange={(event) => show({ status: (event.target.value || undefined) as NotificationQuery['status'] })}
              className={selectClassName}
            >
              <option value="">{t('all')}</option>
              <option value="unread">{t('unread')}</option>
              <option value="read">{t('read')}</option>
            </select>
          </div>
        </form>
        <div className="flex items-center gap-3">
          <p className="text-sm text-gray-700">{t('unreadCount', { count: String(unread) })}</p>
          <button
            type="button"
            onClick={() => void markAllRead()}
            disabled={unread === 0 || markingAll || list === null}
            className={`${buttonClassName('secondary')} px-3 py-2`}
          >
            <CheckCheck aria-hidden className="size-4" />
            {markingAll ? t('marking') : t('markAllRead')}
          </button>
        </div>
      </div>

      {queryError && (
        <p role="alert" className="text-red-700">
          {t('queryError', { error: localize(queryError) })}
        </p>
      )}

      <p role="status" className="text-sm text-gray-700">
        {loading ? t('loading') : list ? summary : ''}
      </p>

      {list === null ? (
        <p role="alert" className="text-red-700">
          {t(texts.load)}
        </p>
      ) : notifications.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 p-8 text-center text-gray-700">
          {filtered ? t('noMatch') : t('noneYet')}
        </p>
      ) : (
        <ul aria-label={t('listLabel')} aria-busy={loading} className={`space-y-3 ${loading ? 'opacity-60 transition-opacity' : ''}`}>
          {notifications.map((notification) => {
            const meta = Object.entries(notification.meta ?? {});
            const message = localize(notification.message);
            return (
              <li
                key={notification.id}
                className={`rounded-lg border p-4 ${notification.read ? 'border-gray-200 bg-white' : 'border-brand-200 bg-brand-50'}`}
              >
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div className="min-w-0">
                    <p className="font-medium break-words text-gray-900">
                      {!notification.read && (
                        <span className="mr-2 align-middle">
                          <Badge tone="brand">{t('new')}</Badge>
                        </span>
                      )}
                      {message}
                    </p>
                    <p className="mt-1 text-sm text-gray-700">
                      <time dateTime={notification.createdAt.toISOString()}>{shownTime(notification.createdAt, locale)}</time>
                    </p>
                    {meta.length > 0 && (
                      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                        {meta.map(([key, value]) => (
                          <div key={key} className="contents">
                            <dt className="text-gray-700">{isNamedMetaKey(key) ? t(`meta.${key}`) : metaLabel(key)}</dt>
                            <dd className="break-all text-gray-900">
                              {key === 'orderId' && typeof value === 'string' ? (
                                <Link href={notificationOrderHref(audience, value)} className={orderLinkClassName}>
                                  {value}
                                </Link>
                              ) : (
                                metaText(value)
                              )}
                            </dd>
                          </div>
                        ))}
                      </dl>
                    )}
                  </div>
                  <div className="flex shrink-0 gap-2">
                    {!notification.read && (
                      <button
                        type="button"
                        onClick={() => void markRead(notification)}
                        disabled={busyId === notification.id}
                        className={`${buttonClassName('secondary')} px-3 py-1.5`}
                        aria-label={t('markReadLabel', { message })}
                      >
                        <Check aria-hidden className="size-4" />
                        {t('markRead')}
                      </button>
                    )}
                    <button
                      type="button"
                      onClick={() => void remove(notification)}
                      disabled={busyId === notification.id}
                      className={`${buttonClassName('secondary')} px-3 py-1.5 text-red-800`}
                      aria-label={t('deleteLabel', { message })}
                    >
                      <Trash2 aria-hidden className="size-4" />
                      {t('delete')}
                    </button>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}

      {list !== null && (
        <Pager
          label={t('pagerLabel')}
          page={pagination.page}
          pageCount={pageCount}
          totalText={summary}
          hrefOf={(page) => notificationsHref(pathname, { ...query, page })}
        />
      )}
    </div>
  );
}
