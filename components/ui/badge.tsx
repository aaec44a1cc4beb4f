import type { ReactNode } from 'react';

const tones = {
  green: 'bg-green-100 text-green-800 ring-green-600/20',
  grey: 'bg-gray-100 text-gray-700 ring-gray-500/20',
  yellow: 'bg-yellow-100 text-yellow-800 ring-yellow-600/20',
  blue: 'bg-blue-100 text-blue-800 ring-blue-600/20',
  red: 'bg-red-100 text-red-800 ring-red-600/20',
  brand: 'bg-brand-50 text-brand-800 ring-brand-700/20',
} as const;

export type BadgeTone = keyof typeof tones;

/** A small rounded label for a status or role; the colour repeats what the text already says. */
export function Badge({ tone = 'grey', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
