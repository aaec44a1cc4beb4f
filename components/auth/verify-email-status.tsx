'use client';

import { CircleCheck } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { useEffect, useState } from 'react';
import { buttonClassName } from '@/components/ui/button-styles';
import { type ApiResult, apiFetch } from '@/lib/http/api-client';
import { authLinkClassName } from './auth-card';
import { LoadingLine } from './loading-line';
import { AFTER_EMAIL_VERIFIED_MS } from './redirect-delays';
import { useRedirectAfter } from './use-redirect-after';
import { resultMessage } from '@/lib/http/result-message';

/**
 * One request per code for the life of the page: React's strict mode runs effects twice, and a code is
 * spent by its first use, so a second POST would turn a success into 'Invalid or expired link'.
 */
const verifications = new Map<string, Promise<ApiResult<unknown>>>();
function verifyEmailOnce(code: string): Promise<ApiResult<unknown>> {
  let request = verifications.get(code);
  if (!request) {
    request = apiFetch('/api/user/verify-email', { json: { code } });
    verifications.set(code, request);
  }
  return request;
}

/** `message`: the server's own words, or null when it sent none (the page then says it in the page's language). */
type Outcome = { code: string; verified: boolean; message: string | null };

/**
 * Verifies the e-mail link's code on arrival and reports the result; `code` is null when the link has none. A
 * verified shopper goes on to `login` (the login page, with the way back the link carried).
 */
export function VerifyEmailStatus({ code, login }: { code: string | null; login: string }) {
  const t = useTranslations('auth');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Only the outcome for the code in the address counts (a new link in the same tab starts over).
  const current = outcome?.code === code ? outcome : null;
  useRedirectAfter(current?.verified ? login : null, AFTER_EMAIL_VERIFIED_MS);

  useEffect(() => {
    if (!code) return;
    let active = true;
    void verifyEmailOnce(code).then((result) => {
      if (!active) return;
      setOutcome({
        code,
        verified: result.ok,
        message: resultMessage(result, '') || null,
      });
    });
    return () => {
      active = false;
    };
  }, [code]);

  if (!code) return <VerificationFailed message={t('verifyEmailPage.missing')} canRetry={false} />;
  if (!current) return <LoadingLine label={t('verifying')} />;
  if (!current.verified) {
    return <VerificationFailed message={current.message ?? t('verifyEmailPage.invalid')} canRetry />;
  }
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="flex items-center gap-2 text-base font-semibold text-brand-800">
        <CircleCheck aria-hidden className="size-6" />
        {current.message ?? t('verifyEmailPage.verified')}
      </p>
      <p className="text-gray-600">
        {t.rich('takingYouToLogin', {
          link: (chunks) => (
            <Link href={login} className={authLinkClassName}>
              {chunks}
            </Link>
          ),
        })}
      </p>
    </div>
  );
}

function VerificationFailed({ message, canRetry }: { message: string; canRetry: boolean }) {
  const t = useTranslations('auth.verifyEmailPage');
  return (
    <div className="space-y-4 text-sm">
      <p role="alert" className="text-base font-semibold text-red-700">
        {message}
      </p>
      {canRetry ? (
        // The button only reloads the page, which tries the same link again.
        <button type="button" onClick={() => window.location.reload()} className={`${buttonClassName()} w-full`}>
          {t('resend')}
        </button>
      ) : null}
      <p className="text-gray-600">
        {t('needNewLink')}
      </p>
    </div>
  );
}
