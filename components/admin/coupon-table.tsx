import { Pencil, Trash2 } from 'lucide-react';
import { ActionButton } from '@/components/ui/action-button';
import { Badge } from '@/components/ui/badge';
import type { Coupon } from '@/lib/coupons/types';
import { formatExpiry, isExpired } from '@/lib/coupons/expiry';
import { DataTable } from '@/components/ui/data-table';

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


const COLUMNS = ['Code', 'Discount %', 'Expiry Date', 'Usage Limit', 'Used', 'Actions'];

/** 'All Coupons': one row per coupon, newest first, with Edit and Delete. */
export function CouponTable({ coupons, now, editingId, busyId, onEdit, onDelete }: CouponTableProps) {
  if (coupons.length === 0) return <p className="text-gray-700">No coupons found.</p>;

  return (
    <DataTable id="coupons" caption={`All coupons (${coupons.length})`} columns={COLUMNS}>
      {coupons.map((coupon) => {
        const expired = isExpired(coupon.expiryDate, now);
        const usedUp = coupon.usageLimit > 0 && coupon.usedCount >= coupon.usageLimit;
        const editing = coupon.id === editingId;
        return (
          <tr key={coupon.id} className={editing ? 'bg-brand-50/50' : undefined}>
            <th scope="row" className="px-4 py-3 font-mono font-semibold whitespace-nowrap text-gray-900">
              <span className="flex items-center gap-2">
                {coupon.code}
                {editing && <Badge tone="brand">Editing</Badge>}
              </span>
            </th>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">{`${coupon.discountPercent}%`}</td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">
              <span className="flex items-center gap-2">
                <time dateTime={coupon.expiryDate.toISOString()}>{formatExpiry(coupon.expiryDate)}</time>
                {expired && <Badge tone="red">Expired</Badge>}
              </span>
            </td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">{coupon.usageLimit === 0 ? 'Unlimited' : coupon.usageLimit}</td>
            <td className="px-4 py-3 whitespace-nowrap text-gray-700">
              <span className="flex items-center gap-2">
                {coupon.usedCount}
                {usedUp && <Badge tone="yellow">Used up</Badge>}
              </span>
            </td>
            <td className="px-4 py-3">
              <div className="flex gap-2">
                <ActionButton
                  onClick={() => onEdit(coupon)}
                  aria-label={`Edit: ${coupon.code}`}
                >
                  <Pencil aria-hidden className="size-4" />
                  Edit
                </ActionButton>
                <ActionButton
                  onClick={() => onDelete(coupon)}
                  aria-label={`Delete: ${coupon.code}`}
                  aria-haspopup="dialog"
                  disabled={busyId === coupon.id}
                  tone="danger"
                >
                  <Trash2 aria-hidden className="size-4" />
                  Delete
                </ActionButton>
              </div>
            </td>
          </tr>
        );
      })}
    </DataTable>
  );
}
