'use client';

import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { authLinkClassName } from './auth-card';
import { useRedirectAfter } from './use-redirect-after';

/** Shown by the OTP and reset pages when no password recovery is in progress; sends the visitor to start one. */
export function MissingResetEmail({ redirectAfterMs }: { redirectAfterMs: number }) {
  const t = useTranslations('auth.missingResetEmail');
  useRedirectAfter('/forgot-password', redirectAfterMs, 'replace');
  return (
    <div className="space-y-3 text-sm">
      <p role="alert" className="font-medium text-red-700">
        {t('message')}
      </p>
      <p className="text-gray-600">
        {t.rich('redirect', {
          link: (chunks) => (
            <Link href="/forgot-password" className={authLinkClassName}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}
