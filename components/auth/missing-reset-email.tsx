'use client';

import { Link } from '@/lib/i18n/navigation';
import { authLinkClassName } from './auth-card';
import { useRedirectAfter } from './use-redirect-after';

/** Shown by the OTP and reset pages when no password recovery is in progress; sends the visitor to start one. */
export function MissingResetEmail({ redirectAfterMs }: { redirectAfterMs: number }) {
  useRedirectAfter('/forgot-password', redirectAfterMs, 'replace');
  return (
    <div className="space-y-3 text-sm">
      <p role="alert" className="font-medium text-red-700">
        No email found. Please request OTP again.
      </p>
      <p className="text-gray-600">
        Taking you to{' '}
        <Link href="/forgot-password" className={authLinkClassName}>
          Forgot Password
        </Link>
        ...
      </p>
    </div>
  );
}
