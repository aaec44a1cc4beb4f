import { Badge } from '@/components/ui/badge';
import { statusTone } from './order-display';
import { useStatusLabel } from './use-status-label';

type OrderStatusBadgeProps = {
  /** A payment_status or delivery_status. */
  status: string;
  /** Shown before the status where it would otherwise be unclear which one it is, e.g. 'Payment' on a card (translated). */
  label?: string;
};

/** The one badge of an order's payment or delivery status, in the status colours; the text says the same. */
export function OrderStatusBadge({ status, label }: OrderStatusBadgeProps) {
  const statusLabel = useStatusLabel();
  return (
    // One text: the badge is a flex box, which would drop a space between two children.
    <Badge tone={statusTone(status)}>{label ? `${label}: ${statusLabel(status)}` : statusLabel(status)}</Badge>
  );
}
