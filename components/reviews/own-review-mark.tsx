'use client';

import { useTranslations } from 'next-intl';
import { useVisitor } from '@/components/layout/visitor-context';

/**
 * "(you)" beside the signed-in shopper's own review. The review itself is rendered into the cached product page, which
 * is the same for everyone: only the browser knows whose it is.
 */
export function OwnReviewMark({ authorId }: { authorId: string }) {
  const t = useTranslations('reviews.item');
  const own = useVisitor().visitor?.user?.id === authorId;
  return own ? <span className="ml-2 text-sm font-normal text-gray-600">{t('you')}</span> : null;
}
