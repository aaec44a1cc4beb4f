'use client';

import { PaymentsError } from '@/components/payments/payments-error';

export default function DashboardPaymentsError({ retry }: { error: unknown; retry: () => void }) {
  return <PaymentsError message="Failed to load payment history" retry={retry} />;
}
