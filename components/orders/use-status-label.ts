import { useTranslations } from 'next-intl';
import { statusKey, statusLabel } from './order-display';

/** Translates a payment or delivery status's label ('partially_refunded' → 'Partially refunded'); the value stays. */
export function useStatusLabel(): (status: string) => string {
  const t = useTranslations('orders.status');
  return (status) => {
    const key = statusKey(status);
    return key ? t(key) : statusLabel(status);
  };
}
