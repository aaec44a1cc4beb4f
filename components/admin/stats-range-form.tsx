import Form from 'next/form';
import { Link } from '@/lib/i18n/navigation';
import { buttonClassName } from '@/components/ui/button-styles';
import { TextInput } from '@/components/ui/text-input';
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
  const invalid = error ? { 'aria-invalid': true as const, 'aria-describedby': ERROR_ID } : {};
  return (
    // Keyed by the values: fields are uncontrolled, so a new range must remount them.
    <Form key={`${values.from}|${values.to}`} action="/admin" className="rounded-lg border border-gray-200 p-4 sm:p-5">
      <fieldset>
        <legend className="text-sm font-semibold text-gray-900">Date range of the charts</legend>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="w-44 space-y-1.5">
            <label htmlFor="stats-from" className="block text-sm font-medium text-gray-900">
              From
            </label>
            <TextInput id="stats-from" type="date" name="from" defaultValue={values.from} {...invalid} />
          </div>
          <div className="w-44 space-y-1.5">
            <label htmlFor="stats-to" className="block text-sm font-medium text-gray-900">
              To
            </label>
            <TextInput id="stats-to" type="date" name="to" defaultValue={values.to} {...invalid} />
          </div>
          <button type="submit" className={buttonClassName()}>
            Show
          </button>
          <Link href="/admin" className={buttonClassName('secondary')}>
            {`Last ${DEFAULT_RANGE_DAYS} days`}
          </Link>
        </div>
        {error && (
          <p id={ERROR_ID} role="alert" className="mt-3 text-sm text-red-700">
            {`${error}. Showing the last ${DEFAULT_RANGE_DAYS} days instead.`}
          </p>
        )}
      </fieldset>
    </Form>
  );
}
