import { ClipboardList, MapPin, ShoppingCart } from 'lucide-react';
import { useLocale, useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { RoleBadge } from '@/components/ui/role-badge';
import { localDay } from '@/lib/i18n/dates';
import type { Locale } from '@/lib/i18n/locales';
import type { AccountOverview } from '@/lib/users/account-overview';
import type { User } from '@/lib/users/types';
import { LogoutButton } from './logout-button';

// Sri Lankan dates in the page's language, on Sri Lankan time wherever the server runs.
const englishDate = new Intl.DateTimeFormat('en-LK', { dateStyle: 'medium', timeZone: 'Asia/Colombo' });
const shownDate = (date: Date, locale: Locale) => (locale === 'en' ? englishDate.format(date) : localDay(date, locale));

const countIcon = 'size-6';
const statusKeys = { ACTIVE: 'active', SUSPENDED: 'suspended' } as const;

type AccountSummaryProps = {
  user: User;
  /** null when the counts could not be loaded. */
  overview: AccountOverview | null;
};

/** The dashboard's first section: who is signed in, their details and what their account holds. */
export function AccountSummary({ user, overview }: AccountSummaryProps) {
  const t = useTranslations('dashboard.summary');
  const locale = useLocale();
  return (
    <div className="space-y-8">
      <div className="flex flex-wrap items-center gap-4">
        <Avatar name={user.name} src={user.avatar} size="lg" />
        <div className="min-w-0 flex-1 basis-40">
          <h1 className="text-2xl font-bold tracking-tight break-words text-gray-900 sm:text-3xl">
            {t('welcome', { name: user.name })}
          </h1>
          <p className="mt-1 text-gray-700">{t('glance')}</p>
        </div>
        <div>
          <LogoutButton />
        </div>
      </div>

      <section aria-labelledby="details-heading" className="rounded-lg border border-gray-200 p-5 sm:p-6">
        <h2 id="details-heading" className="text-lg font-semibold text-gray-900">
          {t('details')}
        </h2>
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          <Detail term={t('role')}>
            <RoleBadge role={user.role} />
          </Detail>
          <Detail term={t('status')}>
            <Badge tone={user.status === 'ACTIVE' ? 'green' : 'red'}>{t(statusKeys[user.status])}</Badge>
          </Detail>
          <Detail term={t('email')}>
            <span className="break-all">{user.email}</span>
          </Detail>
          <Detail term={t('mobile')}>{user.mobile || <span className="text-gray-600">{t('notProvided')}</span>}</Detail>
          <Detail term={t('joined')}>
            <time dateTime={user.createdAt.toISOString()}>{shownDate(user.createdAt, locale)}</time>
          </Detail>
        </dl>
      </section>

      <section aria-labelledby="overview-heading">
        <h2 id="overview-heading" className="text-lg font-semibold text-gray-900">
          {t('activity')}
        </h2>
        {overview ? (
          <ul className="mt-4 grid grid-cols-3 gap-3 sm:gap-4">
            <Count label={t('orders')} value={overview.orders} icon={<ClipboardList aria-hidden className={countIcon} />} />
            <Count label={t('cartItems')} value={overview.cartItems} icon={<ShoppingCart aria-hidden className={countIcon} />} />
            <Count label={t('addresses')} value={overview.addresses} icon={<MapPin aria-hidden className={countIcon} />} />
          </ul>
        ) : (
          <p role="alert" className="mt-4 text-red-700">
            {t('loadFailed')}
          </p>
        )}
      </section>
    </div>
  );
}

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-gray-600">{term}</dt>
      <dd className="mt-1 text-sm font-medium text-gray-900">{children}</dd>
    </div>
  );
}

function Count({ label, value, icon }: { label: string; value: number; icon: ReactNode }) {
  return (
    <li className="flex flex-col items-center gap-2 rounded-lg border border-gray-200 p-3 text-center sm:flex-row sm:gap-4 sm:p-4 sm:text-left">
      <span className="rounded-full bg-brand-50 p-3 text-brand-800">{icon}</span>
      <span className="flex flex-col-reverse">
        <span className="text-sm text-gray-700">{label}</span>
        <span className="text-2xl font-bold text-gray-900">{value}</span>
      </span>
    </li>
  );
}
