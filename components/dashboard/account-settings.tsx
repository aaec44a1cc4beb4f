import { KeyRound } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { DeleteAccountButton } from './delete-account-button';

const sectionClassName = 'rounded-lg border border-gray-200 p-5 sm:p-6';

/** The Settings section of the account and admin areas: change password, delete account. */
export function AccountSettings() {
  const t = useTranslations('dashboard.settings');
  return (
    <div className="max-w-2xl space-y-6">
      <section aria-labelledby="password-heading" className={sectionClassName}>
        <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
          {t('passwordHeading')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          {t('passwordText')}
        </p>
        <Link href="/forgot-password" className={`${buttonClassName('secondary')} mt-4`}>
          <KeyRound aria-hidden className="size-4" />
          {t('changePassword')}
        </Link>
      </section>
      <section aria-labelledby="delete-account-heading" className={`${sectionClassName} border-red-200`}>
        <h2 id="delete-account-heading" className="text-lg font-semibold text-gray-900">
          {t('deleteHeading')}
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          {t('deleteText')}
        </p>
        <div className="mt-4">
          <DeleteAccountButton />
        </div>
      </section>
    </div>
  );
}
