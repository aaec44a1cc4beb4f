import { useTranslations } from 'next-intl';
import { buttonClassName } from '@/components/ui/button-styles';

/** Appends the next page of a product's reviews; 'Loading...' meanwhile. */
export function ShowMoreButton({ loading, onClick }: { loading: boolean; onClick: () => void }) {
  const t = useTranslations('reviews.list');
  return (
    <button type="button" onClick={onClick} disabled={loading} aria-busy={loading} className={buttonClassName('secondary')}>
      {loading ? t('loading') : t('showMore')}
    </button>
  );
}
