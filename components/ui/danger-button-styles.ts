/**
 * The look of a button that destroys something (Delete account, Delete user), next to button-styles.ts's
 * primary and secondary looks.
 */
export const dangerButtonClassName =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-5 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';
