import { Pencil, Trash2 } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import { ActionButton } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import type { Coupon } from '@/lib/coupons/types';
import { formatExpiry, isExpired } from '@/lib/coupons/expiry';
import { DataTable } from '@/components/ui/data-table';
import { localDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';

type CouponTableProps = {
  coupons: Coupon[];
  /** When the list was read: coupons expired by then are marked. */
  now: Date;
  editingId: string | null;
  /** The coupon whose delete is in flight. */
  busyId: string | null;
  onEdit: (coupon: Coupon) => void;
  onDelete: (coupon: Coupon) => void;
};

/** A coupon's last day in Sri Lanka: '31 Dec 2026' in English, '2026 දෙසැ 31' and '31 டிச. 2026' otherwise. */
export function expiryDay(expiry: Date, locale: Locale): string {
  return locale === 'en' ? formatExpiry(expiry) : localDay(new Date(expiry), locale);
}

/** 'All Coupons': one row per coupon, newest first, with Edit and Delete. */
export function CouponTable({ coupons, now, editingId, busyId, onEdit, onDelete }: CouponTableProps) {
  const t = useTranslations('admin.coupons.table');
  const tCatalogue = useTranslations('admin.catalogue');
  const locale = useLocale();
  if (coupons.length === 0) return <p className="text-gray-700">{t('empty')}</p>;

  const columns = [t('code'), t('discount'), t('expiry'), t('usageLimit'), t('used'), t('actions')];
  return (
    <DataTable id="coupons" caption={t('caption', { count: coupons.length })} columns={columns}>
      {coupons.map((coupon) => {
        const expired = isExpired(coupon.expiryDate, now);
        const usedUp = coupon.usageLimit > 0 && coupon.usedCount >= coupon.usageLimit;
        const editing = coupon.id === editingId;
        return (
          <tr key={coupon.id} className={editing ? 'bg-brand-50/50' : undefined}>
            <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap text-gray-900">
              <span className="flex items-center gap-2">
                {coupon.code}
                {editing && <Badge tone="brand">{tCatalogue('editing')}</Badge>}
              </span>
            </th>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">{`${coupon.discountPercent}%`}</td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">
              <span className="flex items-center gap-2">
                <time dateTime={coupon.expiryDate.toISOString()}>{expiryDay(coupon.expiryDate, locale)}</time>
                {expired && <Badge tone="red">{t('expired')}</Badge>}
              </span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">{coupon.usageLimit === 0 ? t('unlimited') : coupon.usageLimit}</td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">
              <span className="flex items-center gap-2">
                {coupon.usedCount}
                {usedUp && <Badge tone="yellow">{t('usedUp')}</Badge>}
              </span>
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-2">
                <ActionButton
                  onClick={() => onEdit(coupon)}
                  aria-label={tCatalogue('editLabel', { name: coupon.code })}
                >
                  <Pencil aria-hidden className="size-4" />
                  {tCatalogue('edit')}
                </ActionButton>
                <ActionButton
                  onClick={() => onDelete(coupon)}
                  aria-label={tCatalogue('deleteLabel', { name: coupon.code })}
                  aria-haspopup="dialog"
                  disabled={busyId === coupon.id}
                  tone="danger"
                >
                  <Trash2 aria-hidden className="size-4" />
                  {tCatalogue('delete')}
                </ActionButton>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
