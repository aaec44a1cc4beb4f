import { LoaderCircleIcon } from './icons';

type FullScreenSpinnerProps = { show: boolean; label: string };

/**
 * A full-screen overlay with a spinner that blocks the page while a request is in flight. The live region
 * stays mounted, so screen readers announce the label when the overlay appears.
 */
export function FullScreenSpinner({ show, label }: FullScreenSpinnerProps) {
  return (
    <div role="status" aria-live="polite">
      {show ? (
        <div className="fixed inset-0 z-50 flex flex-col items-center justify-center gap-3 bg-white/80 backdrop-blur-sm">
          <LoaderCircleIcon aria-hidden className="size-10 text-brand-700 motion-safe:animate-spin" />
          <p className="text-base font-medium text-gray-900">{label}</p>
        </div>
      ) : null}
    </div>
  );
}
