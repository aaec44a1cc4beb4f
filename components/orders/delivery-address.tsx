import { useTranslations } from 'next-intl';
import type { OrderAddress } from '@/lib/orders/types';
import { hasDeliveryAddress } from './order-display';

/** Where the order goes, as it was when placed; 'Address not found' when the order carries none. */
export function DeliveryAddress({ address }: { address: OrderAddress | null | undefined }) {
  const t = useTranslations('orders.address');
  if (!address || !hasDeliveryAddress(address)) return <p className="text-gray-700">{t('notFound')}</p>;
  const place = [address.city, address.state].filter(Boolean).join(', ');
  return (
    <address className="space-y-0.5 text-sm break-words text-gray-700 not-italic">
      {address.name && <p className="font-medium text-gray-900">{address.name}</p>}
      {address.addressLine && <p>{address.addressLine}</p>}
      {(place || address.pincode) && <p>{[place, address.pincode].filter(Boolean).join(' ')}</p>}
      {address.country && <p>{address.country}</p>}
      {address.mobile && (
        <p>
          {t.rich('mobile', {
            mobile: address.mobile,
            link: (chunks) => (
              <a href={`tel:${address.mobile.replace(/[^\d+]/g, '')}`} className="text-brand-800 hover:underline">
                {chunks}
              </a>
            ),
          })}
        </p>
      )}
    </address>
  );
}
