import { buttonClassName } from '@/components/ui/button-styles';

/** Appends the next page of a list; 'Loading...' meanwhile. */
export function ShowMoreButton({ loading, onClick, label = 'Show more reviews' }: { loading: boolean; onClick: () => void; label?: string }) {
  return (
    <button type="button" onClick={onClick} disabled={loading} aria-busy={loading} className={buttonClassName('secondary')}>
      {loading ? 'Loading...' : label}
    </button>
  );
}
