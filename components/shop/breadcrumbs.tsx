import { ChevronRightIcon } from '@/components/ui/icons';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';

export type Crumb = { label: string; href?: string };

/** Where the page sits in the catalogue; the last crumb is the page itself. */
export function Breadcrumbs({ items }: { items: Crumb[] }) {
  const t = useTranslations('shop');
  return (
    <nav aria-label={t('breadcrumb')} className="text-sm text-gray-600">
      <ol className="flex flex-wrap items-center gap-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className="flex min-w-0 items-center gap-1">
              {item.href && !last ? (
                <Link href={item.href} className="rounded-sm hover:text-brand-800 hover:underline">
                  {item.label}
                </Link>
              ) : (
                <span aria-current={last ? 'page' : undefined} className="truncate font-medium text-gray-900">
                  {item.label}
                </span>
              )}
              {last ? null : <ChevronRightIcon aria-hidden className="size-4 shrink-0 text-gray-400" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
