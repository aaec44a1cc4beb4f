import { KeyRound } from 'lucide-react';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { DeleteAccountButton } from './delete-account-button';

const sectionClassName = 'rounded-lg border border-gray-200 p-5 sm:p-6';

/** The Settings section of the account and admin areas: change password, delete account. */
export function AccountSettings() {
  return (
    <div className="max-w-2xl space-y-6">
      <section aria-labelledby="password-heading" className={sectionClassName}>
        <h2 id="password-heading" className="text-lg font-semibold text-gray-900">
          Password
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          We e-mail you a one-time code to confirm it is you, then you choose a new password.
        </p>
        <Link href="/forgot-password" className={`${buttonClassName('secondary')} mt-4`}>
          <KeyRound aria-hidden className="size-4" />
          Change password
        </Link>
      </section>
      <section aria-labelledby="delete-account-heading" className={`${sectionClassName} border-red-200`}>
        <h2 id="delete-account-heading" className="text-lg font-semibold text-gray-900">
          Delete account
        </h2>
        <p className="mt-2 text-sm text-gray-700">
          Removes your profile, addresses, cart, reviews and notifications for good. Orders stay in the shop&apos;s
          records.
        </p>
        <div className="mt-4">
          <DeleteAccountButton />
        </div>
      </section>
    </div>
  );
}
