import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { loginPath } from '@/lib/auth/login-path';

/** In place of the review form for a guest: log in first, then come back to this product. */
export function ReviewLoginPrompt({ productId }: { productId: string }) {
  const t = useTranslations('reviews.form');
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 p-4">
      <p className="text-gray-800">{t('loginPrompt')}</p>
      <Link href={loginPath(`/product/${productId}`)} className={`${buttonClassName('secondary')} mt-3`}>
        {t('loginButton')}
      </Link>
    </div>
  );
}
