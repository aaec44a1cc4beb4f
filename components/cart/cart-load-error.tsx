'use client';

import { useRouter } from '@/lib/i18n/navigation';
import { useEffect, useTransition } from 'react';
import { toast } from '@/components/ui/toast';
import { buttonClassName } from '@/components/ui/button-styles';

const MESSAGE = 'Failed to fetch cart';

/** The cart could not be read: 'Failed to fetch cart' (also as a toast) and a retry that reads it again. */
export function CartLoadError() {
  const router = useRouter();
  const [retrying, startTransition] = useTransition();

  useEffect(() => {
    toast.error(MESSAGE, { id: MESSAGE });
  }, []);

  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 px-6 py-10 text-center">
      <p className="text-lg font-semibold text-red-800">{MESSAGE}</p>
      <p className="mt-2 text-sm text-gray-700">Please try again in a moment.</p>
      <button
        type="button"
        disabled={retrying}
        onClick={() => startTransition(() => router.refresh())}
        className={`${buttonClassName('secondary')} mt-6`}
      >
        {retrying ? 'Trying again...' : 'Try again'}
      </button>
    </div>
  );
}
