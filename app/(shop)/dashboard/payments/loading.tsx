import { SectionHeading } from '@/components/dashboard/section-heading';

/** While a page of payments (another page, or a new search) is read on the server. */
export default function DashboardPaymentsLoading() {
  return (
    <>
      <SectionHeading title="Payment History" description="Your card payments, newest first, with their receipts." />
      <div role="status" aria-busy="true" className="space-y-4">
        <p className="text-gray-700">Loading payments...</p>
        <div aria-hidden className="h-64 rounded-lg border border-gray-200 bg-gray-100 motion-safe:animate-pulse" />
      </div>
    </>
  );
}
