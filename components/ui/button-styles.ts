const variants = {
  primary: 'button button-primary',
  secondary: 'button button-secondary',
  // For actions that destroy something (Delete account, Delete user).
  danger: 'button button-danger',
} as const;

export type ButtonVariant = keyof typeof variants;

/**
 * The shop's button look, shared by <button>s and links that act as calls to action: named classes of
 * app/globals.css, so a page carries two words per button rather than its whole utility list (twice: HTML and payload).
 * Utilities added beside them still win, being in a later layer.
 */
export function buttonClassName(variant: ButtonVariant = 'primary'): string {
  return variants[variant];
}
