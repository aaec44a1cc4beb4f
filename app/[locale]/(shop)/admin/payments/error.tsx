'use client';

import { PaymentsError } from '@/components/payments/payments-error';

export default function AdminPaymentsError({ retry }: { error: unknown; retry: () => void }) {
  return <PaymentsError message="Failed to load payments" retry={retry} />;
}
