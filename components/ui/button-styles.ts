const base =
  'inline-flex items-center justify-center gap-2 rounded-md px-5 py-2.5 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-gray-300 bg-white text-gray-900 hover:bg-gray-50',
  // For actions that destroy something (Delete account, Delete user).
  danger: 'bg-red-700 text-white hover:bg-red-800',
} as const;

export type ButtonVariant = keyof typeof variants;

/** The shop's button look, shared by <button>s and links that act as calls to action. */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return `${base} ${variants[variant]}`;
}
