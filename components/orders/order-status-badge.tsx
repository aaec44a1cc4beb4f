import { Badge } from '@/components/ui/badge';
import { statusLabel, statusTone } from './order-display';

type OrderStatusBadgeProps = {
  /** A payment_status or delivery_status. */
  status: string;
  /** Shown before the status where it would otherwise be unclear which one it is, e.g. 'Payment' on a card. */
  label?: string;
};

/** The one badge of an order's payment or delivery status, in the status colours; the text says the same. */
export function OrderStatusBadge({ status, label }: OrderStatusBadgeProps) {
  return (
    // One text: the badge is a flex box, which would drop a space between two children.
    <Badge tone={statusTone(status)}>{label ? `${label}: ${statusLabel(status)}` : statusLabel(status)}</Badge>
  );
}
