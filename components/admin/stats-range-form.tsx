import Form from 'next/form';
import { useLocale, useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { TextInput } from '@/components/ui/text-input';
import { pathIn } from '@/lib/i18n/locales';
import { DEFAULT_RANGE_DAYS, type StatsRange } from '@/lib/stats/schemas';

const ERROR_ID = 'stats-range-error';

type StatsRangeFormProps = {
  /** What the fields hold: the range shown, or the refused one as it was asked for. */
  values: StatsRange;
  /** Why the range asked for was refused (the charts then show the default range). */
  error: string | null;
};

/** The charts' date range, sent as `?from=&to=` (a GET form: it works before the page's script has loaded). */
export function StatsRangeForm({ values, error }: StatsRangeFormProps) {
  const t = useTranslations('admin.stats.rangeForm');
  const tShared = useTranslations('admin.shared');
  const locale = useLocale();
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID } : {};
  return (
    // Keyed by the values: fields are uncontrolled, so a new range must remount them.
    <Form key={`${values.from}|${values.to}`} action={pathIn('/admin', locale)} className="rounded-lg border border-gray-200 p-4 sm:p-5">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">{t('legend')}</legend>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="w-44 space-y-1.5">
            <label htmlFor="stats-from" className="block text-sm font-medium text-gray-900">
              {tShared('from')}
            </label>
            <TextInput id="stats-from" type="date" name="from" defaultValue={values.from} {...invalid} />
          </div>
          <div className="w-44 space-y-1.5">
            <label htmlFor="stats-to" className="block text-sm font-medium text-gray-900">
              {tShared('to')}
            </label>
            <TextInput id="stats-to" type="date" name="to" defaultValue={values.to} {...invalid} />
          </div>
          <button type="submit" className={buttonClassName()}>
            {t('show')}
          </button>
          <Link href="/admin" className={buttonClassName('secondary')}>
            {t('lastDays', { days: String(DEFAULT_RANGE_DAYS) })}
          </Link>
        </div>
        {error && (
          <p id={ERROR_ID} role="alert" className="mt-3 text-sm text-red-700">
            {t('error', { error, days: String(DEFAULT_RANGE_DAYS) })}
          </p>
        )}
      </fieldset>
    </Form>
  );
}
