import { LoaderCircleIcon } from './icons';
import type { ReactNode } from 'react';
import { buttonClassName } from './button-styles';

type SubmitButtonProps = {
  /** While true the button is disabled and shows `pendingLabel` with a spinner. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
};

/** A form's full-width submit button in the shop's primary look. */
export function SubmitButton({ pending, pendingLabel, children }: SubmitButtonProps) {
  return (
    <button type="submit" disabled={pending} className={`${buttonClassName()} w-full py-3`}>
      {pending ? <LoaderCircleIcon aria-hidden className="size-4 motion-safe:animate-spin" /> : null}
      {pending ? pendingLabel : children}
    </button>
  );
}
