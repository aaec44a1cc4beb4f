import type { ComponentProps } from 'react';

/** The look of ActionButton without its colours (for a button that needs its own). */
export const actionClassName =
  'inline-flex items-center gap-1.5 rounded-md border px-3 py-1.5 text-sm font-semibold whitespace-nowrap transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const TONES = {
  neutral: 'border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
  danger: 'border-red-300 bg-white text-red-700 hover:bg-red-50',
};

/** A row's small action button (Edit, Delete, Make admin...): one look for every list's row actions. */
export function ActionButton({ tone = 'neutral', ...props }: Omit<ComponentProps<'button'>, 'type' | 'className'> & { tone?: keyof typeof TONES }) {
  return <button type="button" {...props} className={`${actionClassName} ${TONES[tone]}`} />;
}
